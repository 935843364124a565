/** POSTs a JSON body as a client would (with a bearer token when given); any non-2xx answer is an error. */
export async function postJson<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}
