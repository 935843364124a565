import { Header } from '../../components/header'
import { PolicyDocument } from '../../features/help/components/policy-document'
import { termsSections } from '../../features/help/policy-text'
import { helpStrings } from '../../features/help/strings'
import { useStrings } from '../../lib/i18n'

export function TermsScreen() {
  const helpText = useStrings(helpStrings)
  const terms = useStrings(termsSections)
  return (
    <>
      <Header menu back title={helpText.termsTitle} />
      <main>
        <PolicyDocument sections={terms} />
      </main>
    </>
  )
}
