import { messages } from '@basera/contract/messages'
import { buttonClass } from '../../components/button'
import { ErrorState } from '../../components/states'
import { layoutStrings } from '../layout/strings'
import { useStrings } from '../../lib/i18n'

/** The router's error screen; a plain link reloads the app from Home. */
export function ErrorScreen() {
  const messageText = useStrings(messages)
  const layoutText = useStrings(layoutStrings)
  return (
    <main style={{ maxWidth: 'var(--layout-max)', margin: '0 auto', minHeight: '100dvh', background: 'var(--color-white)', paddingTop: 48 }}>
      <ErrorState message={messageText.unexpectedError} />
      <p style={{ textAlign: 'center' }}>
        <a href="/home" className={buttonClass()}>
          {layoutText.goHome}
        </a>
      </p>
    </main>
  )
}
