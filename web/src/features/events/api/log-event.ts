import { useMutation } from '@tanstack/react-query'
import type { LogEventBody } from '@basera/contract/engagement'
import { apiPost } from '../../../lib/api-client'

export interface LogEventReply {
  success: boolean
}

/** The spec's event logging (VIEW_PROPERTY, Banner, REQUEST_CALLBACK); public, the token adds the lead. */
export function logEvent(body: LogEventBody): Promise<LogEventReply> {
  return apiPost<LogEventReply>('/api/events/v1/log-event', body)
}

/** Callers decide what a failure means: the spec shows 'Something Went Wrong' for banners and callbacks. */
export function useLogEvent() {
  return useMutation({ mutationFn: logEvent })
}
