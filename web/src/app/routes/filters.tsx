// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function FiltersScreen() {
  return <Header back menu title="filters" />
}
