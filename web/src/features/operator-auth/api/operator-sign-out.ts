import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { operatorSignOut } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'
import { clearOperatorSession } from '../../../lib/operator-session'

/** Revokes the console's token on the server (signing out locally goes on if that fails); the tenant's session stays. */
export function useOperatorSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    await callApi(operatorSignOut, { body: {} }).catch(() => undefined)
    // leave the console's screens first: their guard would send the operator to sign-in with this page as `next`
    await navigate('/operator/sign-in', { replace: true })
    clearOperatorSession()
    queryClient.removeQueries({ queryKey: operatorKeys.all })
  }
}
