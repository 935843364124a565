import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { ErrorState, Loading } from '../../components/states'
import { useBookings } from '../../features/booking/api/get-bookings'
import { PayRentForm } from '../../features/pay-rent/components/pay-rent-form'
import { payRentStrings } from '../../features/pay-rent/strings'
import { useLeadProfile } from '../../features/profile/api/view-lead-profile'
import { useSession } from '../../lib/session'
import styles from './pay-rent.module.css'
import { useStrings } from '../../lib/i18n'

export function PayRentScreen() {
  const payRentText = useStrings(payRentStrings)
  const session = useSession()
  const leadId = session?.leadId ?? 0
  const bookings = useBookings(leadId)
  const profile = useLeadProfile()
  const choices = (bookings.data?.data ?? [])
    .filter((b) => b.status !== 'expired')
    .map((b) => ({ bookingId: b.bookingId, label: payRentText.bookingOption(b.property_name, b.room_type_name), rent: b.unit_rent }))

  return (
    <>
      <Header back menu title={payRentText.title} />
      <main className={styles.page}>
        <p className={styles.notice}>
          <Icon name="info" size={20} />
          <span>{payRentText.notice}</span>
        </p>
        {bookings.isPending || profile.isPending ? (
          <Loading />
        ) : bookings.isError ? (
          <ErrorState onRetry={() => void bookings.refetch()} />
        ) : (
          <PayRentForm leadId={leadId} bookings={choices} defaultName={profile.data?.full_name ?? ''} />
        )}
      </main>
    </>
  )
}
