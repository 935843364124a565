import { useMutation } from '@tanstack/react-query'
import type { ContactUsBody } from '@basera/contract/engagement'
import type { SuccessReply } from '@basera/contract/common'
import { apiPost } from '../../../lib/api-client'

export const sendContactMessage = (body: ContactUsBody) => apiPost<SuccessReply>('/api/leads/v1/contact-us', body)

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
