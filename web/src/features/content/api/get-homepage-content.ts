import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HomepageContent } from '@basera/contract/engagement'
import { getContent as getContentEndpoint } from '@basera/contract/content-endpoints'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const contentKeys = {
  all: [queryKind.content] as const,
  homepage: () => [...contentKeys.all, 'HOMEPAGE'] as const,
}

async function getHomepageContent(): Promise<HomepageContent> {
  const { data } = await callApi(getContentEndpoint, { body: { key: 'HOMEPAGE' } })
  return 'testimonials' in data ? data : { testimonials: [], reviews: [] }
}

const homepageContentQuery = () =>
  queryOptions({ queryKey: contentKeys.homepage(), queryFn: getHomepageContent, staleTime: 10 * 60_000 })

/** Testimonial clips and site reviews of the home page. */
export function useHomepageContent() {
  return useQuery(homepageContentQuery())
}
