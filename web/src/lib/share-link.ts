import { messages } from '@basera/contract/messages'
import { getLanguage, stringsIn } from './i18n'

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'alerted'

/**
 * The one way to share a link: Web Share first; else copy it (when `copy`, e.g. a search link, which
 * the caller confirms on screen); else the spec's alert with the link to copy by hand.
 */
export async function shareLink(url: string, title: string, text: string, { copy = true } = {}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    // the DOM types say always there; a page not served over HTTPS (or an old browser) has none
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!copy || !clipboard) throw new Error('no copy')
    await clipboard.writeText(url)
    return 'copied'
  } catch {
    window.alert(stringsIn(messages, getLanguage()).shareUnsupported(url))
    return 'alerted'
  }
}
