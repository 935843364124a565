import { Header } from '../../components/header'
import { PolicyDocument } from '../../features/help/components/policy-document'
import { privacySections } from '../../features/help/policy-text'
import { helpStrings } from '../../features/help/strings'
import { useStrings } from '../../lib/i18n'

export function PrivacyScreen() {
  const helpText = useStrings(helpStrings)
  const privacy = useStrings(privacySections)
  return (
    <>
      <Header menu back title={helpText.privacyTitle} />
      <main>
        <PolicyDocument sections={privacy} />
      </main>
    </>
  )
}
