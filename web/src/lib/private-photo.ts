import { useEffect, useState } from 'react'

/**
 * A private image (a deposit deduction's photo) shown from a blob URL. Browsers cannot put a bearer token on an
 * <img src>, and these photos are served only to a caller with one (the booking's tenant, the property's
 * operators), so `load` fetches the file through the API client with the token, and the blob's URL is revoked when
 * the photo changes or the component unmounts. `url` is null while loading (and on a failure: `failed`).
 */
export function usePrivatePhoto(key: string | null, load: (key: string) => Promise<Blob>): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; url: string | null; failed: boolean } | null>(null)
  useEffect(() => {
    if (key === null) return
    let url: string | null = null
    let live = true
    load(key).then((blob) => {
      url = URL.createObjectURL(blob)
      if (live) setState({ key, url, failed: false })
      else URL.revokeObjectURL(url)
    }, () => { if (live) setState({ key, url: null, failed: true }) })
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
    // `load` is the same call for a key: a new function each render must not fetch again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state?.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false }
}
