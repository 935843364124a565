import { useState } from 'react'
import { todayInIndia } from '@basera/contract/dates'
import type { OperatorBooking } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { toast, toastOutcome } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { formatDate, formatRupees, formatTime } from '../../../lib/format'
import { useDecideBooking, useMarkMovedIn } from '../api/bookings'
import { bookingInboxStrings as t } from '../strings'
import { ReasonDialog } from '../../../components/reason-dialog'
import table from '../../../components/data-table.module.css'
import { PhoneLink } from '../../../components/phone-link'
import { MovedInDialog } from './moved-in-dialog'

const tone: Partial<Record<OperatorBooking['status'], string>> = {
  requested: table.warn,
  accepted: table.good,
  moved_in: table.info,
  declined: table.bad,
}

/** Bookings of the operator's properties with the tenant's name and number; accept, decline with a reason, moved in. */
export function BookingInbox({ bookings }: { bookings: readonly OperatorBooking[] }) {
  const decide = useDecideBooking()
  const movedIn = useMarkMovedIn()
  const [declining, setDeclining] = useState<OperatorBooking | null>(null)
  const [movingIn, setMovingIn] = useState<OperatorBooking | null>(null)
  const today = todayInIndia()
  const acting = (id: number) => (decide.isPending && decide.variables.bookingId === id) || (movedIn.isPending && movedIn.variables === id)

  const accept = (booking: OperatorBooking) =>
    decide.mutate(
      { bookingId: booking.bookingId, body: { decision: 'accept' } },
      toastOutcome,
    )
  const markMovedIn = (booking: OperatorBooking) =>
    movedIn.mutate(booking.bookingId, {
      onSuccess: (reply) => {
        toast.success(reply.message)
        setMovingIn(null)
      },
    })
  const closeMovingIn = () => {
    setMovingIn(null)
    movedIn.reset()
  }

  return (
    <>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t.columns.tenant}</th>
            <th scope="col">{t.columns.room}</th>
            <th scope="col">{t.columns.moveIn}</th>
            <th scope="col">{t.columns.amount}</th>
            <th scope="col">{t.columns.token}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.bookingId}>
              <td>
                <div className={table.strong}>{b.tenant_name}</div>
                <PhoneLink phone={b.tenant_phone} />
                <div className={table.muted}>{t.booked(formatDate(b.created_at, 'en'))}</div>
              </td>
              <td data-label={t.columns.room}>
                <div>{b.property_label}</div>
                <div className={table.muted}>{b.room_type_name}</div>
              </td>
              <td data-label={t.columns.moveIn}>{b.move_in_date ? formatDate(b.move_in_date, 'en') : <span className={table.muted}>{t.noMoveIn}</span>}</td>
              <td data-label={t.columns.amount}>
                <div>{t.perMonth(formatRupees(b.unit_rent))}</div>
                <div className={table.muted}>{t.total(formatRupees(b.move_in_total))}</div>
              </td>
              <td data-label={t.columns.token}>
                {b.token_amount > 0 || b.token_status !== 'none' ? (
                  <>
                    <div className={table.strong}>{formatRupees(b.token_amount)}</div>
                    <div className={table.muted}>{t.token[b.token_status]}</div>
                    {b.refund_amount > 0 && <div className={table.muted}>{t.refunded(formatRupees(b.refund_amount))}</div>}
                  </>
                ) : (
                  <span className={table.muted}>{t.token.none}</span>
                )}
              </td>
              <td data-label={t.columns.status}>
                <span className={`${table.badge} ${tone[b.status] ?? ''}`}>{t.statuses[b.status]}</span>
                {b.decision_reason && <div className={table.muted}>{t.reason(b.decision_reason)}</div>}
                {b.status === 'requested' && b.answer_by && <div className={table.muted}>{t.answerBy(`${formatDate(b.answer_by, 'en')}, ${formatTime(b.answer_by)}`)}</div>}
              </td>
              <td>
                <div className={table.actions}>
                  {b.status === 'requested' && (
                    <>
                      <Button onClick={() => accept(b)} busy={acting(b.bookingId)} aria-label={t.acceptLabel(b.tenant_name)}>
                        {t.accept}
                      </Button>
                      <Button variant="outline" onClick={() => setDeclining(b)} disabled={acting(b.bookingId)} aria-label={t.declineLabel(b.tenant_name)}>
                        {t.decline}
                      </Button>
                    </>
                  )}
                  {b.status === 'accepted' && (
                    <>
                      <Button
                        variant="outline"
                        onClick={() => setMovingIn(b)}
                        busy={acting(b.bookingId)}
                        disabled={b.move_in_date !== null && b.move_in_date > today}
                        aria-label={t.movedInLabel(b.tenant_name)}
                      >
                        {t.movedIn}
                      </Button>
                      {b.move_in_date !== null && b.move_in_date > today && <div className={table.muted}>{t.movedInFrom(formatDate(b.move_in_date, 'en'))}</div>}
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {movingIn && (
        <MovedInDialog
          booking={movingIn}
          busy={movedIn.isPending}
          error={movedIn.error ? getErrorMessage(movedIn.error) : null}
          onConfirm={() => markMovedIn(movingIn)}
          onClose={closeMovingIn}
        />
      )}
      {declining && (
        <ReasonDialog
          open
          strings={{ title: t.declineTitle, body: t.declineBody(declining.tenant_name), reasonLabel: t.reasonLabel, confirm: t.confirmDecline, cancel: t.cancel }}
          onClose={() => {
            setDeclining(null)
            decide.reset()
          }}
          onSubmitReason={async (reason) => {
            const reply = await decide.mutateAsync({ bookingId: declining.bookingId, body: { decision: 'decline', reason } })
            toast.success(reply.message)
            setDeclining(null)
          }}
        />
      )}
    </>
  )
}
