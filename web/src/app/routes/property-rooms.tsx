// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function PropertyRoomsScreen() {
  return <Header back menu title="property-rooms" />
}
