// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function HomeScreen() {
  return <Header back menu title="home" />
}
