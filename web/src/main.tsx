import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
// Latin only: every text the app shows is in it (the ₹ sign comes from the system font), and a phone
// downloads 3 font files instead of 6
import '@fontsource/lato/latin-400.css'
import '@fontsource/lato/latin-700.css'
import '@fontsource/league-spartan/latin-600.css'
import '@fontsource/league-spartan/latin-700.css'
import './styles/devanagari.css'
import './styles/tokens.css'
import './styles/global.css'
import { BrowserAppProvider } from './app/provider'
import { createAppRouter, firstScreenReady } from './app/router'
import { followStoredChoice, startLanguage } from './app/language'
import { afterNextPaint, bootPhotoPainted } from './lib/next-paint'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The service worker (offline pages, install) registers once the page has painted and the phone is idle:
// nothing of it is in the first load.
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const register = () => void navigator.serviceWorker.register('/service-worker.js').catch(() => undefined)
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000))
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

registerServiceWorker()
// The boot frame (and a page's first photo) paints before the app's first work: starting the router and the first
// render hold a slow phone's main thread for a few hundred milliseconds, and the photo waited behind them. The
// screen's scripts are already on their way meanwhile (listed in the page). The app also lets the frame's photo
// paint first (half a second at most), since its first screen shows that photo in the same place.
// The app replaces the boot frame once the first screen's code and data are in (firstScreenReady): the frame stays up
// until then instead of an empty one drawn in its place.
void Promise.all([afterNextPaint(), bootPhotoPainted(), startLanguage()])
  .then(() => firstScreenReady(createAppRouter()))
  .then((router) =>
    createRoot(root).render(
      <BrowserAppProvider>
        <RouterProvider router={router} />
      </BrowserAppProvider>,
    ),
  )
  .then(followStoredChoice)
