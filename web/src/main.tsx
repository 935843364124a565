import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider } from 'react-router'
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
import { createAppRouter, routes } from './app/router'
import { followStoredChoice, startLanguage } from './app/language'
import { queryClient } from './lib/query-client'
import { takePageState } from './app/page-state'
import { getSession } from './lib/session'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The service worker (offline pages, install) registers once the page has loaded and the phone is idle:
// nothing of it is in the first load.
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const register = () => void navigator.serviceWorker.register('/service-worker.js').catch(() => undefined)
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000))
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** The code of the screens the page shows, before the router takes the page over (it must draw what the server drew). */
async function loadScreensOfPage() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy
      if (typeof load !== 'function') return
      Object.assign(route, { ...(await load()), lazy: undefined })
    }),
  )
}

async function start(element: HTMLElement) {
  await startLanguage()
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <BrowserAppProvider>
      <RouterProvider router={router} />
    </BrowserAppProvider>
  )
  const hydrationData = element.dataset.rendered === 'server' ? takePageState(queryClient) : null
  if (hydrationData) {
    // a page the server rendered: the app takes it over as it is (drawn from the same data, in the same language)
    await loadScreensOfPage()
    hydrateRoot(element, app(createAppRouter(hydrationData)), {
      onRecoverableError: (error) => console.error('hydration:', error),
    })
    // the server drew the page as a visitor sees it; a signed-in reader's own answers replace it
    if (getSession()) void queryClient.invalidateQueries()
  } else {
    createRoot(element).render(app(createAppRouter()))
  }
  followStoredChoice()
}

registerServiceWorker()
void start(root)
