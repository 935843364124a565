import { endpointPath, type Endpoint, type ParamsIn, type ReplyOut } from '@basera/contract/endpoint'
import { messages } from '@basera/contract/messages'
import { ApiError, apiError, tokenFor } from './api-client'
import { getLanguage, stringsIn } from './i18n'
import { libStrings } from './strings'

interface UploadInput<E extends Endpoint> {
  params: ParamsIn<E>
  /** The multipart field the endpoint reads the file from. */
  field: string
  file: File
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * One file to a multipart endpoint of the table. XMLHttpRequest, not fetch: only it reports upload progress.
 * Same token, errors and messages as callApi.
 */
export function uploadFile<E extends Endpoint>(endpoint: E, input: UploadInput<E>): Promise<ReplyOut<E>> {
  const form = new FormData()
  form.append(input.field, input.file)
  const xhr = new XMLHttpRequest()
  return new Promise((resolve, reject) => {
    xhr.open(endpoint.method, endpointPath(endpoint, input.params as Record<string, string | number>))
    xhr.setRequestHeader('Accept', 'application/json')
    const token = tokenFor(endpoint.access)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      let payload: unknown = null
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        // not JSON (a proxy's error page): the status alone decides below
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as ReplyOut<E>)
      else reject(apiError(endpoint.access, xhr.status, payload))
    }
    xhr.onerror = () => reject(new ApiError(0, !navigator.onLine ? stringsIn(libStrings, getLanguage()).needsNetwork : messages.somethingWentWrongTryAgain))
    xhr.onabort = () => reject(new ApiError(0, messages.somethingWentWrongTryAgain))
    input.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}
