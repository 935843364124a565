import { useId, useState } from 'react'
import { Button } from '../../../components/button'
import { useStrings } from '../../../lib/i18n'
import { usePushKey } from '../api/push-config'
import { useSaveSubscription, type PushAudience } from '../api/save-subscription'
import { pushBlocked, pushSupported, storeAnswer, storedAnswer, subscribeDevice } from '../device'
import { pushStrings } from '../strings'
import styles from './push-offer.module.css'

type Note = 'on' | 'denied' | 'unsupported' | 'failed'

/** What the offer shows first when opened from the person's notification settings (they came to choose). */
function settingsNote(audience: PushAudience['kind']): Note | null {
  if (!pushSupported()) return 'unsupported'
  if (pushBlocked()) return 'denied'
  return storedAnswer(audience) === 'on' ? 'on' : null
}

/**
 * The offer of notifications on this device, shown where it explains itself (a tenant's booking awaiting the
 * owner, the console); never on load by itself. The browser's own question comes only after "Turn on". Once
 * answered (yes, no, not now, or a browser that cannot), this device is not asked again, except from the
 * person's notification settings (`inSettings`), where an earlier "Not now" does not hide it.
 */
export function PushOffer({ audience, inSettings = false }: { audience: PushAudience; inSettings?: boolean }) {
  const t = useStrings(pushStrings)
  const texts = audience.kind === 'tenant' ? t.tenant : t.operator
  const titleId = useId()
  const [answered, setAnswered] = useState(() => !inSettings && storedAnswer(audience.kind) !== null)
  const [note, setNote] = useState<Note | null>(() => (inSettings ? settingsNote(audience.kind) : null))
  const [busy, setBusy] = useState(false)
  const offerable = !answered && pushSupported() && !pushBlocked()
  const key = usePushKey(offerable)
  const save = useSaveSubscription(audience)

  if (note) {
    const text = note === 'on' ? texts.on : t[note]
    return (
      <p className={note === 'on' ? styles.on : styles.note} role="status">
        {text}
      </p>
    )
  }
  const vapidKey = key.data
  if (!offerable || !vapidKey) return null

  const turnOn = async () => {
    setBusy(true)
    try {
      const result = await subscribeDevice(vapidKey)
      if (result === 'denied' || result === 'unsupported') {
        storeAnswer(audience.kind, result)
        setNote(result)
        return
      }
      await save.mutateAsync(result)
      storeAnswer(audience.kind, 'on')
      setNote('on')
    } catch {
      setNote('failed')
    } finally {
      setBusy(false)
    }
  }
  const notNow = () => {
    storeAnswer(audience.kind, 'dismissed')
    setAnswered(true)
  }

  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <div className={styles.text}>
        {/* not a heading: the offer sits above a screen's own title and must not be taken for it */}
        <p id={titleId} className={styles.title}>
          {inSettings ? t.settings.title : texts.title}
        </p>
        <p className={styles.body}>{inSettings ? t.settings.body : texts.body}</p>
      </div>
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void turnOn()}>
          {busy ? t.busy : t.turnOn}
        </Button>
        {!inSettings && (
          <Button variant="ghost" onClick={notNow} disabled={busy}>
            {t.notNow}
          </Button>
        )}
      </div>
    </section>
  )
}
