import { Button } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { ErrorState, Skeleton } from '../../components/states'
import { useSignOut } from '../../features/auth/api/sign-out'
import { useLeadProfile } from '../../features/profile/api/view-lead-profile'
import { useRequests } from '../../features/requests/api/get-requests'
import { RequestList } from '../../features/requests/components/request-list'
import { requestStrings } from '../../features/requests/strings'
import { useSession } from '../../lib/session'
import { LanguageSwitch } from '../layout/language-switch'
import { ProfileForm } from './profile-form'
import { profileStrings } from './profile-strings'
import styles from './profile.module.css'
import { useStrings } from '../../lib/i18n'

export function ProfileScreen() {
  const s = useStrings(profileStrings)
  const profile = useLeadProfile()

  const onSignOut = useSignOut()

  return (
    <>
      <Header menu title={s.title} />
      <main className={styles.page}>
        {profile.isPending ? (
          <Skeleton height={72} count={5} />
        ) : profile.isError ? (
          <ErrorState message={s.loadFailed} onRetry={() => void profile.refetch()} />
        ) : (
          <>
            {/* who this is; the header's menu button is the one way to the menu (this card was a second one) */}
            <div className={styles.identity}>
              <span className={styles.avatar} aria-hidden="true">
                {(profile.data.full_name?.trim()[0] ?? '').toUpperCase() || <Icon name="user" size={28} />}
              </span>
              <span className={styles.who}>
                <strong>{profile.data.full_name || s.guestName}</strong>
                <span>+91 {profile.data.phone_number}</span>
              </span>
            </div>
            <ProfileForm profile={profile.data} />
          </>
        )}
        <LanguageSwitch />
        <YourRequests />
        <Button variant="outline" block onClick={() => void onSignOut()}>
          <Icon name="logout" size={18} />
          {s.signOut}
        </Button>
      </main>
    </>
  )
}

function YourRequests() {
  const requestText = useStrings(requestStrings)
  const session = useSession()
  const requests = useRequests(session?.leadId ?? 0)
  return (
    <section className={styles.requests} aria-labelledby="your-requests">
      <h2 id="your-requests" className={styles.sectionTitle}>
        {requestText.title}
      </h2>
      <p className={styles.hint}>{requestText.intro}</p>
      {requests.isPending ? (
        <Skeleton height={56} count={2} />
      ) : requests.isError ? (
        <ErrorState message={requestText.loadFailed} onRetry={() => void requests.refetch()} />
      ) : (
        <RequestList requests={requests.data.data} />
      )}
    </section>
  )
}
