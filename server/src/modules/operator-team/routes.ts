import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { operatorMessages } from '@basera/contract/operator'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { invite, listTeam, removeMember, updateMember } from './service.ts'

export async function operatorTeamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.listOperatorTeam, async (request) => ({ success: true, data: await listTeam(ctx.db, currentOperator(request)) }))

  route(app, endpoints.inviteOperator, async (request) => {
    const data = await invite(ctx.db, currentOperator(request), request.body, ctx.now())
    return { success: true, message: operatorMessages.operatorInvited(data.name), data }
  })

  route(app, endpoints.updateTeamMember, async (request) => {
    const data = await updateMember(ctx.db, currentOperator(request), request.params.operatorId, request.body.property_ids, ctx.now())
    return { success: true, message: operatorMessages.teamMemberUpdated(data.name), data }
  })

  route(app, endpoints.removeTeamMember, async (request) => {
    const { member, signedOut } = await removeMember(ctx.db, currentOperator(request), request.params.operatorId, ctx.now())
    const message = signedOut ? operatorMessages.teamMemberRemoved(member.name) : operatorMessages.teamMemberRemovedFromYours(member.name)
    return { success: true, message, operator_id: member.id, signed_out: signedOut }
  })
}
