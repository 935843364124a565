import { useMutation } from '@tanstack/react-query'
import type { ContactUsBody } from '@basera/contract/engagement'
import { contactUs as contactUsEndpoint } from '@basera/contract/content-endpoints'
import { callApi } from '../../../lib/api-client'

const sendContactMessage = (body: ContactUsBody) => callApi(contactUsEndpoint, { body })

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
