// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function ProfileScreen() {
  return <Header back menu title="profile" />
}
