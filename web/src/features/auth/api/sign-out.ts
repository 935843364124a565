import { apiPost } from '../../../lib/api-client'

/** Revokes this device's session on the server; signing out locally goes on even if it fails. */
export async function signOut(): Promise<void> {
  await apiPost('/api/leads/v1/logout', {}).catch(() => undefined)
}
