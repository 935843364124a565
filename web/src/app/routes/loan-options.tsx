// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function LoanOptionsScreen() {
  return <Header back menu title="loan-options" />
}
