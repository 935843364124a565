import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { getErrorMessage } from '../../lib/api-client'
import { useOperatorSession } from '../../lib/operator-session'
import { useOperatorProperties } from '../../features/operator-properties/api/list-properties'
import { useOperatorTeam } from '../../features/operator-team/api/team'
import { InviteForm } from '../../features/operator-team/components/invite-form'
import { TeamList } from '../../features/operator-team/components/team-list'
import { teamStrings as t } from '../../features/operator-team/strings'
import styles from './operator.module.css'

/** The team: who may run which properties, and an invite (admins invite owners, owners invite managers). */
export function OperatorTeamScreen() {
  const session = useOperatorSession()
  const team = useOperatorTeam()
  const properties = useOperatorProperties()
  const inviteRole = session?.role === 'admin' ? 'owner' : session?.role === 'owner' ? 'manager' : null
  const others = team.data?.filter((m) => m.operator_id !== session?.operatorId) ?? []

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <section className={styles.section} aria-label={t.title}>
        {team.isPending ? (
          <div role="status" aria-label={t.loading}>
            <Skeleton height={60} count={3} />
          </div>
        ) : team.isError ? (
          <ErrorState message={getErrorMessage(team.error)} onRetry={() => void team.refetch()} />
        ) : others.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyBody}</p>
          </EmptyState>
        ) : (
          <TeamList members={others} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.sectionTitle}>
          {t.inviteTitle}
        </h2>
        {inviteRole ? <InviteForm role={inviteRole} properties={properties.data ?? []} /> : <p className={styles.muted}>{t.managerOnly}</p>}
      </section>
    </>
  )
}
