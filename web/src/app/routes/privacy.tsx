import { Header } from '../../components/header'
import { PolicyDocument } from '../../features/help/components/policy-document'
import { privacySections } from '../../features/help/policy-text'
import { helpStrings } from '../../features/help/strings'

export function PrivacyScreen() {
  return (
    <>
      <Header menu back title={helpStrings.privacyTitle} />
      <main>
        <PolicyDocument sections={privacySections} />
      </main>
    </>
  )
}
