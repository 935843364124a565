import type { FastifyRequest } from 'fastify'
import { Id, PhoneNumber } from '@basera/contract/common'
import type { ServiceCallBody, ServiceCallReply } from '@basera/contract/service-call'
import { messages } from '@basera/contract/messages'
import { issueSentence } from '@basera/contract/issue-sentence'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { actingLead, ownLead } from '../../plugins/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { startSignIn } from '../leads/otp-service.ts'
import { getProfile } from '../leads/profile-service.ts'
import { getPropertyDetail } from '../properties/detail-service.ts'

type Body = z.output<typeof ServiceCallBody>

/** One of the call's params by its schema; refused with the rule's sentence, or one naming the param (never the library's text). */
function param<T>(schema: z.ZodType<T>, value: unknown, missing: string, name: string): T {
  if (value === undefined || value === '') throw new AppError(400, missing)
  const parsed = schema.safeParse(typeof value === 'number' ? String(value) : value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new AppError(400, (issue && issueSentence({ ...issue, path: [name] })) ?? messages.invalidRequest)
  }
  return parsed.data
}

/** The spec's generic service call, answered by the same services as the dedicated routes. */
export async function callService(ctx: AppContext, request: FastifyRequest, body: Body): Promise<ServiceCallReply['data']> {
  const { params } = body
  switch (body.service_name) {
    case 'VIEW_PROFILE': {
      const claimed = params.LEAD_ID === undefined ? undefined : param(Id, params.LEAD_ID, messages.invalidRequest, 'LEAD_ID')
      return [await getProfile(ctx.db, ownLead(request, claimed))]
    }
    case 'PROPERTY_DETAIL': {
      const propertyId = param(Id, params.PROPERTY_ID, messages.propertyIdRequired, 'PROPERTY_ID')
      return [await getPropertyDetail(ctx.db, propertyId, actingLead(request, undefined))]
    }
    case 'LOGIN':
      return [await startSignIn(ctx, param(PhoneNumber, params.MOBILE_NO, messages.phoneRequired, 'MOBILE_NO'))]
  }
}
