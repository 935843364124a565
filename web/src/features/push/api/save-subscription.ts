import { useMutation } from '@tanstack/react-query'
import { savePushSubscription } from '@basera/contract/notify-endpoints'
import { saveOperatorPushSubscription } from '@basera/contract/operator-endpoints'
import type { PushSubscriptionJson } from '@basera/contract/notify'
import { callApi } from '../../../lib/api-client'

/** Who a subscription is for: the signed-in tenant (their lead) or the console's operator. */
export type PushAudience = { kind: 'tenant'; leadId: number } | { kind: 'operator' }

function saveSubscription(audience: PushAudience, subscription: PushSubscriptionJson) {
  return audience.kind === 'tenant'
    ? callApi(savePushSubscription, { body: { leadId: audience.leadId, subscription } })
    : callApi(saveOperatorPushSubscription, { body: { subscription } })
}

export function useSaveSubscription(audience: PushAudience) {
  return useMutation({ mutationFn: (subscription: PushSubscriptionJson) => saveSubscription(audience, subscription) })
}
