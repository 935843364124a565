import { Link } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState } from '../../components/states'
import { layoutStrings } from '../layout/strings'
import { useStrings } from '../../lib/i18n'

export function NotFoundScreen() {
  const layoutText = useStrings(layoutStrings)
  return (
    <>
      <Header back logo />
      <main>
        <EmptyState title={layoutText.notFoundTitle}>
          <p>{layoutText.notFoundBody}</p>
          <Link to="/home" className={buttonClass()}>
            {layoutText.goHome}
          </Link>
        </EmptyState>
      </main>
    </>
  )
}
