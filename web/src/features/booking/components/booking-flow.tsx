import { useState } from 'react'
import { messages } from '@basera/contract/messages'
import type { RoomOption } from '@basera/contract/properties'
import type { CancellationTerms } from '@basera/contract/cancellation'
import { COUNTRY_CODE } from '@basera/contract/constants'
import { Modal } from '../../../components/modal'
import { toast } from '../../../components/toast'
import { useAddTenant } from '../api/add-tenant'
import { useAllocateAgreement } from '../api/allocate-agreement'
import { useBookRoom } from '../api/book-room'
import { bookingStrings } from '../strings'
import { BookingSummary } from './booking-summary'
import { MoveInDateModal } from './move-in-date-modal'
import { TenantForm, type TenantDetails } from './tenant-form'
import { getErrorMessage } from '../../../lib/api-client'
import { useStrings } from '../../../lib/i18n'

interface BookingFlowProps {
  propertyId: number
  propertyName: string
  leadId: number
  /** The chosen room option; null keeps the flow closed. */
  option: RoomOption | null
  /** The property's refund rules, shown in the summary before the tenant books. */
  cancellationTerms: CancellationTerms
  initial: TenantDetails
  onClose: () => void
  /** After the room is taken: the app layer updates the profile and refreshes availability. */
  onBooked: (details: TenantDetails) => void
  /** After the agreement is allocated. */
  onDone: () => void
}

interface Held {
  tenant_id: number
  bookingId: number
}

/** Details form → booking summary → confirm (tenant, booking) → move-in date → agreement. */
export function BookingFlow({ propertyId, propertyName, leadId, option, cancellationTerms, initial, onClose, onBooked, onDone }: BookingFlowProps) {
  const messageText = useStrings(messages)
  const t = useStrings(bookingStrings)
  const [step, setStep] = useState<'form' | 'summary'>('form')
  const [details, setDetails] = useState<TenantDetails | null>(null)
  const [held, setHeld] = useState<Held | null>(null)
  const [busy, setBusy] = useState(false)
  const addTenant = useAddTenant()
  const bookRoom = useBookRoom()
  const agreement = useAllocateAgreement()

  const close = () => {
    if (busy) return
    setStep('form')
    onClose()
  }

  const confirm = async () => {
    if (busy || !option || !details) return
    if (!propertyId) {
      toast.error(messageText.propertyIdRequired)
      return
    }
    setBusy(true)
    try {
      let tenantId: number
      try {
        const { gender, occupation, is_b2b_user } = details
        if (!gender || !occupation || !is_b2b_user) return
        const tenant = await addTenant.mutateAsync({ ...details, gender, occupation, is_b2b_user, country_code: COUNTRY_CODE, leadId, property_id: propertyId })
        if (!tenant.success) {
          toast.error(messageText.tenantCreationFailed)
          return
        }
        tenantId = tenant.tenant_id
      } catch (error) {
        // the server's reason (a gender the property does not admit, too many requests) says more than a generic failure
        toast.error(getErrorMessage(error, messageText.tenantCreationFailed, messageText.somethingWentWrong))
        return
      }
      try {
        const booking = await bookRoom.mutateAsync({ tenant_id: tenantId, property_id: propertyId, room_option_id: option.room_option_id })
        if (!booking.success) {
          toast.error(booking.message || messageText.propertyAllotmentFailed)
          return
        }
        if (booking.booking.status !== 'held') {
          // this room is already booked with its date set: show that booking, never re-ask (and silently move) the date
          setStep('form')
          onClose()
          toast.success(booking.message, { description: messageText.moveInDateAlreadySet })
          onDone()
          return
        }
        // the details sheet gives way to the move-in one; the toast goes to the page
        setHeld({ tenant_id: tenantId, bookingId: booking.bookingId })
        setStep('form')
        onClose()
        onBooked(details)
        toast.success(booking.message)
      } catch (error) {
        toast.error(getErrorMessage(error, messageText.propertyAllotmentFailed, messageText.somethingWentWrong))
      }
    } finally {
      setBusy(false)
    }
  }

  const allocate = async (date: string) => {
    if (!held || !propertyId || !date) {
      toast.error(messageText.missingAgreementData)
      return
    }
    try {
      const reply = await agreement.mutateAsync({ ...held, property_id: propertyId, tanant_move_in_date: date })
      if (!reply.success) {
        toast.error(messageText.agreementFailed)
        return
      }
      setHeld(null)
      toast.success(messageText.agreementAllocated)
      onDone()
    } catch (error) {
      toast.error(getErrorMessage(error, messageText.agreementFailed, messageText.agreementApiFailed))
    }
  }

  return (
    <>
      <Modal open={option !== null} onClose={close} title={step === 'form' ? t.formTitle : t.summaryTitle} variant="sheet">
        {option && step === 'form' && (
          <TenantForm
            initial={details ?? initial}
            onValid={(valid) => {
              setDetails(valid)
              setStep('summary')
            }}
          />
        )}
        {option && step === 'summary' && (
          <BookingSummary propertyName={propertyName} option={option} cancellationTerms={cancellationTerms} busy={busy} onConfirm={() => void confirm()} onBack={() => setStep('form')} />
        )}
      </Modal>
      <MoveInDateModal open={held !== null} busy={agreement.isPending} onClose={() => setHeld(null)} onSubmit={(date) => void allocate(date)} />
    </>
  )
}
