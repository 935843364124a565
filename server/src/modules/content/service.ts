import { eq } from 'drizzle-orm'
import type { ContactUsBody, HomepageContent } from '@basera/contract/engagement'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { contactMessages, content } from '../../db/schema-activity.ts'

const EMPTY: HomepageContent = { testimonials: [], reviews: [] }

/** Stored home page content; a database without it (production before content is added) answers empty lists. */
export async function getContent(db: Db, key: 'HOMEPAGE'): Promise<HomepageContent> {
  const rows = await db.select({ data: content.data }).from(content).where(eq(content.key, key))
  return (rows[0]?.data as HomepageContent | undefined) ?? EMPTY
}

export async function saveContactMessage(db: Db, leadId: number | null, body: z.output<typeof ContactUsBody>, now: Date): Promise<void> {
  await db.insert(contactMessages).values({ leadId, name: body.name, email: body.email, message: body.message, createdAt: now })
}
