import { messages } from '@basera/contract/messages'

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'alerted'

/** Web Share first; else copy the link; else the spec's alert with the link to copy by hand. */
export async function shareLink(url: string, title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    if (!navigator.clipboard) throw new Error('no clipboard')
    await navigator.clipboard.writeText(url)
    return 'copied'
  } catch {
    window.alert(messages.shareUnsupported(url))
    return 'alerted'
  }
}
