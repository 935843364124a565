import { ListStates } from '../../components/states'
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
        <ListStates query={team} items={others} loadingLabel={t.loading} skeleton={{ height: 60, count: 3 }} emptyTitle={t.empty} emptyBody={t.emptyBody}>
          {(members) => <TeamList members={members} properties={inviteRole ? (properties.data ?? []) : null} />}
        </ListStates>
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
