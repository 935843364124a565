import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { RoomOption } from '@basera/contract/properties'
import type { LeadProfile } from '@basera/contract/leads'
import { Header } from '../../components/header'
import { CancellationTermsList } from '../../components/cancellation-terms'
import { RentTermsList } from '../../components/rent-terms'
import { ResultModal, type RequestResult } from '../../components/result-modal'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useSession } from '../../lib/session'
import { useRequestCallback } from '../../features/booking/api/request-callback'
import { BookingFlow } from '../../features/booking/components/booking-flow'
import { RoomOptionCard } from '../../features/booking/components/room-option-card'
import { WhoCanStay, whoFor } from '../../features/booking/components/who-can-stay'
import { AdmittedGenders } from '../../features/booking/admitted-genders'
import type { TenantDetails } from '../../features/booking/components/tenant-form'
import { bookingStrings } from '../../features/booking/strings'
import { useLogEvent } from '../../features/events/api/log-event'
import { useUpdateLeadProfile } from '../../features/profile/api/update-lead-profile'
import { useLeadProfile } from '../../features/profile/api/view-lead-profile'
import { useRoomOptions } from '../../features/properties/api/get-room-options'
import { useProperty } from '../../features/properties/api/get-property'
import { propertyIdFrom } from '../../features/properties/property-id'
import { propertyStrings } from '../../features/properties/strings'
import styles from './property-rooms.module.css'
import { localMessage, useStrings } from '../../lib/i18n'

// Name, email and gender are prefilled from the profile (the form drops a gender the property does not
// admit); a B2B lead booking for someone else changes them.
function detailsFrom(profile: LeadProfile | undefined): TenantDetails {
  const gender = profile?.gender
  return {
    fullName: profile?.full_name ?? '',
    gender: gender === 'GENDER_MALE' || gender === 'GENDER_FEMALE' || gender === 'GENDER_OTHER' ? gender : '',
    contact_number: profile?.phone_number ?? '',
    email: profile?.email ?? '',
    occupation: '',
    is_b2b_user: '',
  }
}

// until the property's details arrive (the summary is reached after them in practice)
const NO_RENT_TERMS = { rent_day: null, late_fee: null }

/** room-type: public to view; booking and callbacks need sign-in and come back here after it. */
export function PropertyRoomsScreen() {
  const bookingText = useStrings(bookingStrings)
  const propertyText = useStrings(propertyStrings)
  const propertyId = propertyIdFrom(useParams().id)
  const navigate = useNavigate()
  const session = useSession()
  const rooms = useRoomOptions(propertyId)
  const property = useProperty(propertyId)
  const profile = useLeadProfile()
  const updateProfile = useUpdateLeadProfile()
  const callback = useRequestCallback()
  const logEvent = useLogEvent()
  const [booking, setBooking] = useState<RoomOption | null>(null)
  const [callResult, setCallResult] = useState<RequestResult>(null)
  const [callingFor, setCallingFor] = useState<number | null>(null)
  // who calls and by when (the server's sentence), said on 'Request Sent Successfully'
  const [callNote, setCallNote] = useState<string | null>(null)

  const here = `/property/${propertyId}/rooms`
  const propertyName = rooms.data?.[0]?.property_name ?? property.data?.property_name ?? ''
  const toSignIn = () => {
    void navigate(`/login?next=${encodeURIComponent(here)}`)
  }

  const onBook = (option: RoomOption) => {
    if (session) setBooking(option)
    else toSignIn()
  }

  const onRequestCall = (option: RoomOption) => {
    if (!session) {
      toSignIn()
      return
    }
    if (callback.isPending) return
    setCallingFor(option.room_option_id)
    const purpose = bookingText.callbackPurpose(bookingText.sharing(option.room_type_name), option.property_name)
    callback.mutate(
      { leadId: session.leadId, propertyId, room_option_id: option.room_option_id, purpose },
      {
        onSuccess: (reply) => {
          setCallNote(reply.note)
          setCallResult(reply.success ? 'success' : 'failure')
          if (reply.success) logEvent.mutate({ event_name: 'REQUEST_CALLBACK', params: { PROPERTY_ID: String(propertyId), ROOM_OPTION_ID: String(option.room_option_id) } })
        },
        onError: () => setCallResult('failure'),
        onSettled: () => setCallingFor(null),
      },
    )
  }

  const onBooked = (details: TenantDetails) => {
    updateProfile.mutate({ full_name: details.fullName.trim(), email: details.email.trim(), ...(details.gender ? { gender: details.gender } : {}) })
  }

  const onDone = () => {
    setBooking(null)
    void navigate('/bookings')
  }

  return (
    <>
      <Header back title={bookingText.roomsTitle} />
      <main className={styles.screen}>
        {propertyName && <h2 className={styles.name}>{propertyName}</h2>}
        {property.data && <WhoCanStay genders={property.data.genders} />}
        {property.data && <RentTermsList terms={property.data} />}
        {property.data && <CancellationTermsList terms={property.data.cancellation_terms} />}
        {propertyId === 0 || (rooms.isSuccess && rooms.data.length === 0 && property.isError) ? (
          <EmptyState title={propertyText.notFound}>
            <p>{propertyText.notFoundBody}</p>
          </EmptyState>
        ) : rooms.isPending ? (
          <Skeleton height={320} count={2} />
        ) : rooms.isError ? (
          <ErrorState onRetry={() => void rooms.refetch()} />
        ) : rooms.data.length === 0 ? (
          <EmptyState title={bookingText.noRooms} />
        ) : (
          <div className={styles.list}>
            {rooms.data.map((option) => (
              <RoomOptionCard
                key={option.room_option_id}
                option={option}
                onBook={onBook}
                onRequestCall={onRequestCall}
                callBusy={callingFor === option.room_option_id}
                {...(property.data?.genders.length ? { whoFor: whoFor(property.data.genders, bookingText) } : {})}
              />
            ))}
          </div>
        )}
      </main>
      {session && (
        <AdmittedGenders.Provider value={property.data?.genders ?? []}>
          <BookingFlow
            propertyId={propertyId}
            propertyName={propertyName}
            leadId={session.leadId}
            option={booking}
            cancellationTerms={property.data?.cancellation_terms ?? []}
            rentTerms={property.data ?? NO_RENT_TERMS}
            initial={detailsFrom(profile.data)}
            onClose={() => setBooking(null)}
            onBooked={onBooked}
            onDone={onDone}
          />
        </AdmittedGenders.Provider>
      )}
      <ResultModal result={callResult} onClose={() => setCallResult(null)} details={callNote && <p>{localMessage(callNote)}</p>} />
    </>
  )
}
