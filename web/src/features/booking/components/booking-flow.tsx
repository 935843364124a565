import { useState } from 'react'
import { messages } from '@basera/contract/messages'
import type { RoomOption } from '@basera/contract/properties'
import type { CancellationTerms } from '@basera/contract/cancellation'
import type { RentTerms } from '@basera/contract/dues'
import { COUNTRY_CODE } from '@basera/contract/constants'
import { Modal } from '../../../components/modal'
import { toast } from '../../../components/toast'
import { useAddTenant } from '../api/add-tenant'
import { useAllocateAgreement } from '../api/allocate-agreement'
import { useBookRoom } from '../api/book-room'
import { openCheckout, useCreateTokenPayment, type SubmitCheckout } from '../api/token-payment'
import { bookingStrings } from '../strings'
import { BookingSummary } from './booking-summary'
import { FoodChoice, optionalFoodPrice } from './food-choice'
import { MOVE_IN_DATE_REFUSALS, MoveInDateForm } from './move-in-date-modal'
import { TenantForm, type TenantDetails } from './tenant-form'
import { ApiError, getErrorMessage } from '../../../lib/api-client'
import { localMessage, useStrings } from '../../../lib/i18n'

interface BookingFlowProps {
  propertyId: number
  propertyName: string
  leadId: number
  /** The chosen room option; null keeps the flow closed. */
  option: RoomOption | null
  /** The property's refund rules, shown in the summary before the tenant books. */
  cancellationTerms: CancellationTerms
  /** The property's rent day and late fee, repeated in the summary (the booking records them). */
  rentTerms: RentTerms
  initial: TenantDetails
  onClose: () => void
  /** After the room is taken: the app layer updates the profile and refreshes availability. */
  onBooked: (details: TenantDetails) => void
  /** After the request has gone to the owner (or the booking already had its date): off to My Booking. */
  onDone: () => void
  /** Posts the checkout's form (a full-page visit); tests replace it. */
  submitCheckout?: SubmitCheckout
}

type Step = 'form' | 'date' | 'summary'
/** A thrown step: its text is already shown; `done` ends the flow as a sent request would. */
class Stop extends Error {
  constructor(readonly done = false) {
    super('stop')
  }
}

/**
 * Details → move-in date → summary (every amount, the token to pay now or a free request) → one tap: the tenant,
 * the room, the agreement's date, then the token's order and the gateway's checkout. A second tap while that runs
 * does nothing, and the server answers the same order to a retry: never a second charge.
 */
export function BookingFlow({ propertyId, propertyName, leadId, option, cancellationTerms, rentTerms, initial, onClose, onBooked, onDone, submitCheckout }: BookingFlowProps) {
  const messageText = useStrings(messages)
  const t = useStrings(bookingStrings)
  const [step, setStep] = useState<Step>('form')
  const [details, setDetails] = useState<TenantDetails | null>(null)
  const [moveInDate, setMoveInDate] = useState('')
  // the option's optional food: no unless the tenant says yes
  const [food, setFood] = useState(false)
  const foodPrice = option ? optionalFoodPrice(option) : null
  const [dateRefusal, setDateRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const addTenant = useAddTenant()
  const bookRoom = useBookRoom()
  const agreement = useAllocateAgreement()
  const tokenPayment = useCreateTokenPayment()

  const close = () => {
    if (busy) return
    setStep('form')
    setFood(false)
    onClose()
  }

  const finish = (message: string, description?: string) => {
    setStep('form')
    onClose()
    toast.success(message, description ? { description } : undefined)
    onDone()
  }

  /** A refusal of the date (the day passed while the summary was open): back to the date, the sentence beside it. */
  const backToDate = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !MOVE_IN_DATE_REFUSALS.some((text) => localMessage(text) === error.message)) return false
    setDateRefusal(error.message)
    setStep('date')
    return true
  }

  const stepOrStop = async <T,>(run: () => Promise<T>, fallback: string, network?: string, shownInForm?: (error: unknown) => boolean): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      if (shownInForm?.(error)) throw new Stop()
      // the server's reason (a gender the property does not admit, a lapsed hold, a gateway down) says more than a generic failure
      toast.error(getErrorMessage(error, fallback, network))
      throw new Stop()
    }
  }

  const takeRoom = async (chosen: RoomOption, valid: TenantDetails) => {
    const { gender, occupation, is_b2b_user } = valid
    if (!gender || !occupation || !is_b2b_user) throw new Stop()
    const tenant = await stepOrStop(
      () => addTenant.mutateAsync({ ...valid, gender, occupation, is_b2b_user, country_code: COUNTRY_CODE, leadId, property_id: propertyId }),
      messageText.tenantCreationFailed,
      messageText.somethingWentWrong,
    )
    if (!tenant.success) {
      toast.error(messageText.tenantCreationFailed)
      throw new Stop()
    }
    const booked = await stepOrStop(
      () => bookRoom.mutateAsync({ tenant_id: tenant.tenant_id, property_id: propertyId, room_option_id: chosen.room_option_id, ...(optionalFoodPrice(chosen) === null ? {} : { food }) }),
      messageText.propertyAllotmentFailed,
      messageText.somethingWentWrong,
    )
    if (!booked.success) {
      toast.error(booked.message || messageText.propertyAllotmentFailed)
      throw new Stop()
    }
    onBooked(valid)
    if (booked.booking.status !== 'held') {
      // this room is already booked with its date set: show that booking, never re-ask (and silently move) the date
      finish(booked.message, messageText.moveInDateAlreadySet)
      throw new Stop(true)
    }
    return { tenant_id: tenant.tenant_id, bookingId: booked.bookingId }
  }

  /** The token's order, then the checkout; a property that stopped taking payments has sent the request instead. */
  const payToken = async (bookingId: number) => {
    try {
      const order = await tokenPayment.mutateAsync(bookingId)
      openCheckout(order.checkout, submitCheckout)
    } catch (error) {
      if (error instanceof Stop) throw error
      if (error instanceof ApiError && (error.message === messageText.tokenFreeRequest || error.message === messageText.tokenAlreadyPaid)) {
        // the owner takes requests without payment now, or it was paid already: either way the request is with the owner
        finish(error.message)
        throw new Stop(true)
      }
      toast.error(getErrorMessage(error, messageText.somethingWentWrong))
      throw new Stop()
    }
  }

  const confirm = async () => {
    if (busy || !option || !details || !moveInDate) return
    if (!propertyId) {
      toast.error(messageText.propertyIdRequired)
      return
    }
    setBusy(true)
    let leaving = false
    try {
      const held = await takeRoom(option, details)
      const reply = await stepOrStop(
        () => agreement.mutateAsync({ ...held, property_id: propertyId, tanant_move_in_date: moveInDate }),
        messageText.agreementFailed,
        messageText.agreementApiFailed,
        backToDate,
      )
      if (!reply.success) {
        toast.error(messageText.agreementFailed)
        return
      }
      if (option.token_amount > 0) {
        await payToken(held.bookingId)
        // the page is leaving for the checkout: Pay stays disabled until it has
        leaving = true
        return
      }
      finish(t.requested)
    } catch (error) {
      if (!(error instanceof Stop)) throw error
    } finally {
      if (!leaving) setBusy(false)
    }
  }

  const title = step === 'form' ? t.formTitle : step === 'date' ? t.moveInTitle : t.summaryTitle
  return (
    <Modal open={option !== null} onClose={close} title={title} variant="sheet" step={step}>
      {option && step === 'form' && (
        <TenantForm
          initial={details ?? initial}
          extra={foodPrice !== null && <FoodChoice price={foodPrice} chosen={food} onChange={setFood} />}
          onValid={(valid) => {
            setDetails(valid)
            setStep('date')
          }}
        />
      )}
      {option && step === 'date' && (
        <MoveInDateForm
          busy={false}
          initial={moveInDate}
          refusal={dateRefusal}
          submitLabel={t.moveInNext}
          onSubmit={async (date) => {
            setDateRefusal(null)
            setMoveInDate(date)
            setStep('summary')
          }}
        />
      )}
      {option && step === 'summary' && (
        <BookingSummary
          propertyName={propertyName}
          option={option}
          moveInDate={moveInDate}
          cancellationTerms={cancellationTerms}
          rentTerms={rentTerms}
          food={foodPrice !== null && food}
          busy={busy}
          onConfirm={() => void confirm()}
          onBack={() => setStep('date')}
        />
      )}
    </Modal>
  )
}
