import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PropertyDetail } from '@basera/contract/properties'
import type { CreateReviewBody } from '@basera/contract/reviews'
import { createReview as createReviewEndpoint } from '@basera/contract/review-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'
import { propertyKeys } from './property-keys'

const createReview = (body: CreateReviewBody) => callApi(createReviewEndpoint, { body })

/** Posts a review of the tenant's stay; the page shows it at once with the rating and count the server sent. */
export function useCreateReview(propertyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReview,
    onSuccess: ({ review, rating, review_count }) => {
      // the server's cached details follow within a moment; the tenant sees their review now
      queryClient.setQueryData<PropertyDetail>(propertyKeys.detail(propertyId), (old) =>
        old ? { ...old, reviews: [review, ...old.reviews], rating, review_count } : old,
      )
      // similar properties' cards carry this one's rating; the stay reads as reviewed (no second "Review your stay")
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...propertyKeys.all, 'similar'] }),
        invalidateKinds(queryClient, [queryKind.bookings]),
      ])
    },
  })
}
