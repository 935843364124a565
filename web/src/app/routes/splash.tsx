import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { SPLASH_MS } from '@basera/contract/constants'
import { layoutStrings } from '../layout/strings'
import styles from './splash.module.css'
import { useStrings } from '../../lib/i18n'

/** Splash: the logo for 3000 ms, then Home. */
export function SplashScreen() {
  const layoutText = useStrings(layoutStrings)
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/home', { replace: true }), SPLASH_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return (
    <main className={styles.splash}>
      <img src="/media/logo.svg" alt="Basera" width={220} height={60} />
      <p>{layoutText.splashTagline}</p>
    </main>
  )
}
