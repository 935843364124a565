import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useQueryClient } from '@tanstack/react-query'
import type { Booking } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import { Button } from '../../components/button'
import { Icon } from '../../components/icon'
import { toast } from '../../components/toast'
import { ApiError } from '../../lib/api-client'
import { useAllocateAgreement } from '../../features/booking/api/allocate-agreement'
import { MoveInDateModal } from '../../features/booking/components/move-in-date-modal'
import { bookingKeys } from '../../features/bookings/api/get-bookings'
import { bookingListStrings } from '../../features/bookings/strings'

/** A held booking's 'Set move-in date': the booking flow's own modal and agreement call. */
function SetMoveInDate({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false)
  const agreement = useAllocateAgreement()
  const queryClient = useQueryClient()

  const onSubmit = (date: string) =>
    agreement.mutate(
      { tenant_id: booking.tenant_id, property_id: booking.property_id, bookingId: booking.bookingId, tanant_move_in_date: date },
      {
        onSuccess: () => {
          flushSync(() => setOpen(false))
          toast.success(messages.agreementAllocated)
        },
        onError: (error) => toast.error(error instanceof ApiError && error.status > 0 ? error.message : messages.agreementApiFailed),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: bookingKeys.all })
        },
      },
    )

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon name="calendar" size={18} />
        {bookingListStrings.setMoveInButton}
      </Button>
      <MoveInDateModal open={open} busy={agreement.isPending} onClose={() => setOpen(false)} onSubmit={onSubmit} />
    </>
  )
}

export const renderHeldAction = (booking: Booking) => <SetMoveInDate booking={booking} />
