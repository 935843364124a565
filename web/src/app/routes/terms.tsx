import { Header } from '../../components/header'
import { PolicyDocument } from '../../features/help/components/policy-document'
import { termsSections } from '../../features/help/policy-text'
import { helpStrings } from '../../features/help/strings'

export function TermsScreen() {
  return (
    <>
      <Header menu back title={helpStrings.termsTitle} />
      <main>
        <PolicyDocument sections={termsSections} />
      </main>
    </>
  )
}
