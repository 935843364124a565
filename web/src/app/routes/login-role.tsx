// PLACEHOLDER-SCREEN: replaced by the screen's real implementation.
import { Header } from '../../components/header'

export function LoginRoleScreen() {
  return <Header back menu title="login-role" />
}
