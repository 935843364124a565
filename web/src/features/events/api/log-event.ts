import { useMutation } from '@tanstack/react-query'
import type { LogEventBody } from '@basera/contract/engagement'
import type { SuccessReply } from '@basera/contract/common'
import { logEvent as logEventEndpoint } from '@basera/contract/content-endpoints'
import { callApi } from '../../../lib/api-client'

/** The spec's event logging (VIEW_PROPERTY, Banner, REQUEST_CALLBACK); public, the token adds the lead. */
function logEvent(body: LogEventBody): Promise<SuccessReply> {
  return callApi(logEventEndpoint, { body })
}

/** Callers decide what a failure means: the spec shows 'Something Went Wrong' for banners and callbacks. */
export function useLogEvent() {
  return useMutation({ mutationFn: logEvent })
}
