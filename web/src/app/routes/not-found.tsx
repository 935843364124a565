import { Link } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState } from '../../components/states'
import { layoutStrings } from '../layout/strings'

export function NotFoundScreen() {
  return (
    <>
      <Header back logo />
      <main>
        <EmptyState title={layoutStrings.notFoundTitle}>
          <p>{layoutStrings.notFoundBody}</p>
          <Link to="/home" className={buttonClass()}>
            {layoutStrings.goHome}
          </Link>
        </EmptyState>
      </main>
    </>
  )
}
