import { useId, type ReactNode } from 'react'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import type { NotificationPreferences } from '@basera/contract/notify'
import { ErrorState, Loading } from '../../../components/states'
import { getErrorMessage } from '../../../lib/api-client'
import type { channelStrings } from '../strings'
import styles from './channel-switches.module.css'

/** The words of the panel: the tenant's (with Hindi) or the console's, of the same shape. */
type PanelText = typeof channelStrings

const SWITCHES = ['push', 'sms', 'whatsapp', 'quiet_hours'] as const

interface Props {
  preferences: UseQueryResult<NotificationPreferences>
  save: UseMutationResult<NotificationPreferences, Error, NotificationPreferences>
  text: PanelText
  /** Shown under the push switch: turning push on for this device (the browser's permission). */
  pushOnThisDevice?: ReactNode
}

/** One switch per channel, saved as soon as it moves; what was saved (or why not) is read out. */
export function ChannelSwitches({ preferences, save, text, pushOnThisDevice }: Props) {
  const titleId = useId()
  const status = save.isPending ? text.saving : save.isError ? getErrorMessage(save.error) : save.isSuccess ? text.saved : ''
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {text.title}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      {preferences.isPending ? (
        <Loading label={text.loading} />
      ) : preferences.isError ? (
        <ErrorState message={getErrorMessage(preferences.error)} onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          <ul className={styles.list}>
            {SWITCHES.map((name) => (
              <li key={name}>
                <div className={styles.row}>
                  <span className={styles.words}>
                    <label className={styles.label} htmlFor={`${titleId}-${name}`}>
                      {text[name].label}
                    </label>
                    <span className={styles.hint} id={`${titleId}-${name}-hint`}>
                      {text[name].hint}
                    </span>
                  </span>
                  <input
                    id={`${titleId}-${name}`}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    aria-describedby={`${titleId}-${name}-hint`}
                    checked={preferences.data[name]}
                    onChange={(event) => save.mutate({ ...preferences.data, [name]: event.target.checked })}
                  />
                </div>
                {name === 'push' && preferences.data.push && pushOnThisDevice}
              </li>
            ))}
          </ul>
          <p className={save.isError ? `${styles.status} ${styles.failure}` : styles.status} role="status">
            {status}
          </p>
        </>
      )}
    </section>
  )
}
