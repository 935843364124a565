import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HomepageContent } from '@basera/contract/engagement'
import { apiPost } from '../../../lib/api-client'

export const contentKeys = {
  all: ['content'] as const,
  homepage: () => [...contentKeys.all, 'HOMEPAGE'] as const,
}

interface HomepageReply {
  success: boolean
  data: HomepageContent
}

export async function getHomepageContent(): Promise<HomepageContent> {
  const reply = await apiPost<HomepageReply>('/api/content/v1/get-content', { key: 'HOMEPAGE' })
  return reply.data
}

export const homepageContentQuery = () =>
  queryOptions({ queryKey: contentKeys.homepage(), queryFn: getHomepageContent, staleTime: 10 * 60_000 })

/** Testimonial clips and site reviews of the home page. */
export function useHomepageContent() {
  return useQuery(homepageContentQuery())
}
