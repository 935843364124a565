import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { useLanguage } from '../../lib/i18n'

function setMeta(selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void) {
  const element = document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create())
  set(element)
}

/**
 * The document's title, description and canonical link follow the screen as the reader moves around (the server
 * writes them into each page it renders; this keeps them right after a navigation, for the tab, history and
 * screen readers). Drawn again as the screen's data arrives.
 */
export function DocumentHead() {
  const matches = useMatches()
  const location = useLocation()
  const queryClient = useQueryClient()
  const language = useLanguage()
  const fetching = useIsFetching()
  useEffect(() => {
    let current = true
    const url = new URL(location.pathname + location.search, window.location.origin)
    // the head's writers are not in the first load (the server wrote this page's head): fetched once, then at hand
    void import('../page-head').then(({ headOfMatches }) => {
      if (!current) return
      const head = headOfMatches(matches, { url, queryClient, language })
      document.title = head.title
      setMeta('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (m) => m.setAttribute('content', head.description))
      setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (l) => l.setAttribute('href', new URL(head.canonicalPath, window.location.origin).href))
    })
    return () => {
      current = false
    }
  }, [matches, location.pathname, location.search, queryClient, language, fetching])
  return null
}
