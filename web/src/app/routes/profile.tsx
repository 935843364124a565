import { Button } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { ErrorState, Skeleton } from '../../components/states'
import { useDrawer } from '../../components/drawer-context'
import { useSignOut } from '../../features/auth/api/sign-out'
import { useLeadProfile } from '../../features/profile/api/view-lead-profile'
import { useRequests } from '../../features/requests/api/get-requests'
import { RequestList } from '../../features/requests/components/request-list'
import { requestStrings } from '../../features/requests/strings'
import { useSession } from '../../lib/session'
import { ProfileForm } from './profile-form'
import { profileStrings as s } from './profile-strings'
import styles from './profile.module.css'

export function ProfileScreen() {
  const profile = useLeadProfile()
  const { open } = useDrawer()

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
            <button type="button" className={styles.identity} onClick={open} aria-label={s.openMenu}>
              <span className={styles.avatar} aria-hidden="true">
                {(profile.data.full_name?.trim()[0] ?? '').toUpperCase() || <Icon name="user" size={28} />}
              </span>
              <span className={styles.who}>
                <strong>{profile.data.full_name || s.guestName}</strong>
                <span>+91 {profile.data.phone_number}</span>
              </span>
              <Icon name="menu" />
            </button>
            <ProfileForm profile={profile.data} />
          </>
        )}
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
  const session = useSession()
  const requests = useRequests(session?.leadId ?? 0)
  return (
    <section className={styles.requests} aria-labelledby="your-requests">
      <h2 id="your-requests" className={styles.sectionTitle}>
        {requestStrings.title}
      </h2>
      <p className={styles.hint}>{requestStrings.intro}</p>
      {requests.isPending ? (
        <Skeleton height={56} count={2} />
      ) : requests.isError ? (
        <ErrorState message={requestStrings.loadFailed} onRetry={() => void requests.refetch()} />
      ) : (
        <RequestList requests={requests.data.data} />
      )}
    </section>
  )
}
