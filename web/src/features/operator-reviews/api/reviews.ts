import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listOperatorReviews, replyToReview } from '@basera/contract/operator-endpoints'
import type { OperatorReviewsQuery } from '@basera/contract/reviews'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

const reviewKeys = {
  all: [...operatorKeys.all, 'reviews'] as const,
  list: (filters: OperatorReviewsQuery) => [...reviewKeys.all, 'list', filters] as const,
}

const reviewsQuery = (filters: OperatorReviewsQuery) =>
  queryOptions({ queryKey: reviewKeys.list(filters), queryFn: () => callApi(listOperatorReviews, { query: filters }), select: (reply) => reply.data })

export function useOperatorReviews(filters: OperatorReviewsQuery) {
  return useQuery({ ...reviewsQuery(filters), placeholderData: (previous) => previous })
}

/** The one reply to a review: the review lists and the property list's "awaiting a reply" count change. */
export function useReplyToReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) => callApi(replyToReview, { params: { reviewId }, body: { reply } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), queryClient.invalidateQueries({ queryKey: operatorKeys.properties })]),
  })
}
