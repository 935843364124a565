import { Link, useSearchParams } from 'react-router'
import { messages } from '@basera/contract/messages'
import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useBookings } from '../../features/booking/api/get-bookings'
import { BookingList } from '../../features/booking/components/booking-list'
import { PropertyCard } from '../../features/properties/components/property-card'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { ShortlistedProperties } from '../../features/shortlist/components/shortlisted-properties'
import { useVisits } from '../../features/visits/api/get-visits'
import { VisitList } from '../../features/visits/components/visit-list'
import { useSession } from '../../lib/session'
import { renderBookingActions } from './booking-actions'
import { Tabs } from './my-properties-tabs'
import { myPropertiesStrings } from './my-properties-strings'
import { useStrings } from '../../lib/i18n'
import { messageStrings } from '../../features/messages/strings'
import styles from './my-properties.module.css'

const renderCard = (property: PropertyCardData) => (
  <PropertyCard property={property} variant="compact" action={<ShortlistButton property={property} />} />
)

const TAB_IDS = ['shortlisted', 'visits', 'bookings'] as const

/** Dashboard: Shortlisted, Property visits, Property bookings; the chosen tab is in the URL. */
export function MyPropertiesScreen() {
  const s = useStrings(myPropertiesStrings)
  const [params, setParams] = useSearchParams()
  const tab = TAB_IDS.find((id) => id === params.get('tab')) ?? 'shortlisted'
  const tabs = [
    { id: 'shortlisted', label: s.shortlisted, panel: <ShortlistedProperties renderCard={renderCard} /> },
    { id: 'visits', label: s.visits, panel: <VisitsPanel /> },
    { id: 'bookings', label: s.bookings, panel: <BookingsPanel /> },
  ]
  return (
    <>
      <Header back menu title={s.title} />
      <main>
        <Tabs tabs={tabs} selected={tab} label={s.title} onSelect={(id) => setParams({ tab: id }, { replace: true })} />
      </main>
    </>
  )
}

function VisitsPanel() {
  const s = useStrings(myPropertiesStrings)
  const session = useSession()
  const visits = useVisits(session?.leadId ?? 0)
  if (visits.isPending) return <Skeleton height={96} count={3} />
  if (visits.isError) return <ErrorState onRetry={() => void visits.refetch()} />
  if (visits.data.data.length === 0) {
    return (
      <EmptyState title={s.noVisits}>
        <p>{s.noVisitsHint}</p>
        <Link to="/home" className={buttonClass()}>
          {s.browse}
        </Link>
      </EmptyState>
    )
  }
  return <VisitList visits={visits.data.data} leadId={session?.leadId ?? 0} extra={(visit) => <MessageAboutVisit visitId={visit.visit_id} />} />
}

function BookingsPanel() {
  const messageText = useStrings(messages)
  const s = useStrings(myPropertiesStrings)
  const session = useSession()
  const bookings = useBookings(session?.leadId ?? 0)
  if (bookings.isPending) return <Skeleton height={200} count={2} />
  if (bookings.isError) return <ErrorState onRetry={() => void bookings.refetch()} />
  if (bookings.data.data.length === 0) {
    return (
      <EmptyState title={messageText.noBookings}>
        <Link to="/home" className={buttonClass()}>
          {s.browse}
        </Link>
      </EmptyState>
    )
  }
  return <BookingList bookings={bookings.data.data} actions={renderBookingActions} />
}

/** A visit's own conversation with the property, started by the first message. */
function MessageAboutVisit({ visitId }: { visitId: number }) {
  const t = useStrings(messageStrings)
  return (
    <Link to={`/messages/new?visit_id=${visitId}`} className={styles.messageLink}>
      {t.messageOwner}
    </Link>
  )
}
