import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { bookings } from '../../db/schema-activity.ts'
import { eq } from 'drizzle-orm'
import { route } from '../../lib/endpoint-route.ts'
import { AppError } from '../../lib/errors.ts'
import { siteOrigin } from '../../lib/site-origin.ts'
import { currentOperator, ownLead } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import type { PaymentsDeps } from '../payments/deps.ts'
import { bookingDues, leadDues } from './dues-service.ts'
import { recordMeterReading } from './meter.ts'
import { payRentDue, recordOfflinePayment } from './pay-service.ts'
import { receiptData, receiptPdf } from './receipt.ts'
import { leads } from '../../db/schema.ts'
import { duesCsvFilename } from '@basera/contract/operator-dues'
import { duesCsv } from './csv.ts'
import { operatorDuesOfMonth } from './month.ts'

/** Rent over the stay: the tenant's dues and paying them; the console's dues, offline payments and meter readings. */
export function duesRoutes(app: FastifyInstance, ctx: AppContext, deps: PaymentsDeps): void {
  route(app, endpoints.listRentDues, async (request) => ({
    success: true, data: await leadDues(ctx.db, ownLead(request, request.body.leadId), request.body.bookingId, ctx.now()),
  }))
  // the PDF itself; in the language asked, else the lead's own
  route(app, endpoints.getRentReceipt, async (request, reply) => {
    const leadId = ownLead(request, undefined)
    const data = await receiptData(ctx.db, leadId, request.body.due_id)
    const [lead] = await ctx.db.select({ language: leads.language }).from(leads).where(eq(leads.id, leadId))
    const pdf = await receiptPdf(data, request.body.lang ?? (lead?.language === 'hi' ? 'hi' : 'en'))
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="rent-receipt-${data.receiptNo}.pdf"`)
      .header('cache-control', 'private, no-store').send(pdf)
  })
  route(app, endpoints.payRentDue, async (request) => payRentDue(deps, ownLead(request, undefined), request.body.due_id, siteOrigin(ctx.config.publicOrigin, request)))

  route(app, endpoints.listBookingDues, async (request) => {
    const [b] = await ctx.db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, request.params.bookingId))
    if (!b) throw new AppError(404, messages.bookingNotFound)
    await authorize(ctx.db, currentOperator(request), b.propertyId, 'view', messages.bookingNotFound)
    return { success: true, data: await bookingDues(ctx.db, request.params.bookingId, ctx.now()) }
  })
  route(app, endpoints.listOperatorDues, async (request) => ({ success: true, ...(await operatorDuesOfMonth(ctx.db, currentOperator(request), request.query, ctx.now())) }))
  route(app, endpoints.exportOperatorDues, async (request, reply) => {
    const { data } = await operatorDuesOfMonth(ctx.db, currentOperator(request), request.query, ctx.now())
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${duesCsvFilename(request.query.month)}"`)
      .header('cache-control', 'private, no-store').send(duesCsv(data))
  })
  route(app, endpoints.recordOfflinePayment, async (request) => ({
    success: true, message: messages.offlinePaymentRecorded, data: await recordOfflinePayment(ctx.db, currentOperator(request), request.body, ctx.now()),
  }))
  route(app, endpoints.recordMeterReading, async (request) => ({
    success: true, message: messages.meterReadingRecorded, data: await recordMeterReading(ctx.db, currentOperator(request), request.body, ctx.now()),
  }))
}
