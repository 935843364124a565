import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { logout } from '@basera/contract/lead-endpoints'
import { callApi } from '../../../lib/api-client'
import { clearAllStorage } from '../../../lib/session'

/** Revokes this device's session on the server; signing out locally goes on even if it fails. */
async function signOut(): Promise<void> {
  await callApi(logout, { body: {} }).catch(() => undefined)
}

/** Sign out (drawer, profile): revoke the token, go Home, then clear storage and cached data. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    await signOut()
    // leave the screen first: a guarded screen's guard would send the visitor to sign-in (RequireLead)
    await navigate('/home')
    clearAllStorage()
    queryClient.clear()
  }
}
