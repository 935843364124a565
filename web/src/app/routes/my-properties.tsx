// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function MyPropertiesScreen() {
  return <Header back menu title="my-properties" />
}
