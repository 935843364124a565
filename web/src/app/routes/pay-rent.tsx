// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function PayRentScreen() {
  return <Header back menu title="pay-rent" />
}
