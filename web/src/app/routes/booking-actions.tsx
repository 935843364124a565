import { useState } from 'react'
import { CANCELLABLE_STATUSES, DATE_CHANGEABLE_STATUSES, type Booking } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../components/button'
import { Icon } from '../../components/icon'
import { Modal } from '../../components/modal'
import { toast } from '../../components/toast'
import { getErrorMessage } from '../../lib/api-client'
import { useAllocateAgreement } from '../../features/booking/api/allocate-agreement'
import { MoveInDateModal } from '../../features/booking/components/move-in-date-modal'
import { useCancelBooking, useChangeMoveInDate } from '../../features/booking/api/change-booking'
import { bookingListStrings } from '../../features/booking/list-strings'
import { messageStrings } from '../../features/messages/strings'
import styles from './booking-actions.module.css'
import { useStrings } from '../../lib/i18n'


/** A held booking's 'Set move-in date': the booking flow's own modal and agreement call. */
function SetMoveInDate({ booking }: { booking: Booking }) {
  const messageText = useStrings(messages)
  const s = useStrings(bookingListStrings)
  const [open, setOpen] = useState(false)
  const agreement = useAllocateAgreement()

  // a refusal stays in the sheet, beside the date when it is about the date (the form kit)
  const onSubmit = async (date: string) => {
    await agreement.mutateAsync({ tenant_id: booking.tenant_id, property_id: booking.property_id, bookingId: booking.bookingId, tanant_move_in_date: date })
    setOpen(false)
    toast.success(messageText.agreementAllocated)
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon name="calendar" size={18} />
        {s.setMoveInButton}
      </Button>
      <MoveInDateModal open={open} busy={agreement.isPending} onClose={() => setOpen(false)} onSubmit={onSubmit} />
    </>
  )
}

/** A requested or accepted booking's explicit 'Change move-in date' (booking again never moves it). */
function ChangeMoveInDate({ booking }: { booking: Booking }) {
  const s = useStrings(bookingListStrings)
  const [open, setOpen] = useState(false)
  const change = useChangeMoveInDate()
  const onSubmit = async (date: string) => {
    const reply = await change.mutateAsync({ bookingId: booking.bookingId, move_in_date: date })
    setOpen(false)
    toast.success(reply.message)
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Icon name="calendar" size={18} />
        {s.changeMoveIn}
      </Button>
      <MoveInDateModal
        open={open}
        busy={change.isPending}
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
        labels={{ title: s.changeMoveInTitle, submit: s.changeMoveInSubmit }}
      />
    </>
  )
}

/** 'Cancel booking' after a plain question: the room is released at once. */
function CancelBooking({ booking }: { booking: Booking }) {
  const messageText = useStrings(messages)
  const s = useStrings(bookingListStrings)
  const [open, setOpen] = useState(false)
  const cancel = useCancelBooking()
  const onConfirm = () =>
    cancel.mutate(booking.bookingId, {
      onSuccess: (reply) => {
        setOpen(false)
        toast.success(reply.message)
      },
      onError: (error) => toast.error(getErrorMessage(error, messageText.somethingWentWrongTryAgain)),
    })
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {s.cancel}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={s.cancelTitle}>
        <p className={styles.body}>{s.cancelBody}</p>
        <div className={styles.choices}>
          <Button block busy={cancel.isPending} onClick={onConfirm}>
            {s.cancelConfirm}
          </Button>
          <Button block variant="outline" onClick={() => setOpen(false)}>
            {s.keep}
          </Button>
        </div>
      </Modal>
    </>
  )
}

/** Writes to the property about this booking in the app: its thread, started by the first message. */
function MessageOwner({ booking }: { booking: Booking }) {
  const t = useStrings(messageStrings)
  return (
    <Link to={`/messages/new?booking_id=${booking.bookingId}`} className={buttonClass('outline')}>
      <Icon name="chat" size={18} />
      {t.messageOwner}
    </Link>
  )
}

function BookingActions({ booking }: { booking: Booking }) {
  const canCancel = CANCELLABLE_STATUSES.includes(booking.status)
  const canChange = DATE_CHANGEABLE_STATUSES.includes(booking.status)
  const toPay = booking.status === 'held' && booking.token_status === 'pending' && booking.move_in_date !== null
  return (
    <div className={styles.actions}>
      {booking.status === 'held' && !toPay && <SetMoveInDate booking={booking} />}
      {canChange && <ChangeMoveInDate booking={booking} />}
      {canCancel && <CancelBooking booking={booking} />}
      <MessageOwner booking={booking} />
    </div>
  )
}

export const renderBookingActions = (booking: Booking) => <BookingActions booking={booking} />
