// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function LoginMethodScreen() {
  return <Header back menu title="login-method" />
}
