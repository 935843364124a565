import { useDeferredValue } from 'react'

/**
 * Server data for a long list, handed to the list in a background render that React splits into
 * short slices. A query result otherwise renders in one synchronous pass: ten to sixteen property
 * cards held a cheap phone's main thread for 200 ms, too long to answer a tap. `null` until the
 * first background render is done (also when the data was already cached), so the caller keeps
 * showing its skeleton until then.
 */
export function useDeferredLists<T>(data: T | undefined): T | null {
  return useDeferredValue(data ?? null, null)
}
