import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, useEffect, useState, type ReactNode } from 'react'
import { OnDemand } from '../components/on-demand'
import { LanguageContext, useChosenLanguage, type Language } from '../lib/i18n'
import { afterNextPaint } from '../lib/next-paint'
import { queryClient } from '../lib/query-client'

// The toast library loads after the first screen has painted, not in the entry script: the first load stays small,
// and its start (it inserts its stylesheet, which restyles the page) is not part of the first screen's task. Should
// its file not arrive (offline before the service worker kept it), the app goes on without toasts rather than failing.
const PageToaster = lazy(() => import('../components/page-toaster').then((m) => ({ default: m.PageToaster })))

interface AppProviderProps {
  /** The language every screen is drawn in. */
  language: Language
  /** The browser's one cache, or the server's for the page it renders. */
  client?: QueryClient
  children: ReactNode
}

/** What every screen needs around it: the query cache, the reader's language, and (in the browser) the toaster. */
export function AppProvider({ language, client = queryClient, children }: AppProviderProps) {
  const [screenPainted, setScreenPainted] = useState(false)
  useEffect(() => void afterNextPaint().then(() => setScreenPainted(true)), [])
  return (
    <QueryClientProvider client={client}>
      <LanguageContext value={language}>{children}</LanguageContext>
      {screenPainted && (
        <OnDemand loading={null} failed={null}>
          <PageToaster />
        </OnDemand>
      )}
    </QueryClientProvider>
  )
}

/** The app in the browser: drawn in the language the reader chooses, and again when they switch. */
export function BrowserAppProvider({ children }: { children: ReactNode }) {
  return <AppProvider language={useChosenLanguage()}>{children}</AppProvider>
}
