import { useId, useState } from 'react'
import type { RoomOption } from '@basera/contract/properties'
import { daysAgo } from '@basera/contract/dates'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { formatRupees } from '../../../lib/format'
import { electricityText, foodText, freshness, leftText, updatedText } from '../charges'
import { bookingStrings } from '../strings'
import { MoveInBreakdown } from './move-in-breakdown'
import styles from './booking.module.css'
import { listingWord } from '../../../lib/listing-words'
import { useLanguage, useStrings } from '../../../lib/i18n'

interface RoomOptionCardProps {
  option: RoomOption
  onBook: (option: RoomOption) => void
  /** Who the property admits ("Men only"), said under Book Now. */
  whoFor?: string
  onRequestCall: (option: RoomOption) => void
  callBusy?: boolean
}

/** One room option: rent per bed, rooms left, honest charges with a tap-to-open breakdown. */
export function RoomOptionCard({ option, onBook, onRequestCall, callBusy = false, whoFor }: RoomOptionCardProps) {
  const whoForId = `book-for-${option.room_option_id}`
  const language = useLanguage()
  const t = useStrings(bookingStrings)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const soldOut = option.available_rooms <= 0
  const left = leftText(option, language)
  const age = daysAgo(option.availability_confirmed_at)
  const fresh = freshness(age)
  const firstFeature = option.features[0]?.feature_name

  return (
    <article className={styles.room} aria-label={t.sharing(option.room_type_name)}>
      <header className={styles.roomHead}>
        <h2 className={styles.roomTitle}>
          {t.sharing(option.room_type_name)}
          {firstFeature && <span className={styles.roomFeature}> ({listingWord(firstFeature, language)})</span>}
        </h2>
        <div className={styles.rentRow}>
          <p className={styles.rent}>
            <strong>{formatRupees(option.unit_rent)}</strong>
            {t.perBedSuffix}
          </p>
          {(soldOut || left) && <span className={`${styles.badge} ${soldOut ? styles.soldOut : ''}`}>{soldOut ? t.soldOut : left}</span>}
        </div>
      </header>

      <button type="button" className={styles.moveInToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span>
          <strong>{t.moveInFor(formatRupees(option.move_in_total))}</strong>
          <small>{t.showBreakdown}</small>
        </span>
        <Icon name="chevronDown" size={20} className={open ? styles.flipped : undefined} />
      </button>
      <div id={panelId} hidden={!open}>
        <MoveInBreakdown option={option} />
      </div>

      <dl className={styles.terms}>
        <div>
          <dt>{t.electricity}</dt>
          <dd>{electricityText(option, language)}</dd>
        </div>
        <div>
          <dt>{t.food}</dt>
          <dd>{foodText(option, language)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>{t.deposit(option.security_deposit_months)}</p>
      <p className={styles.meta}>
        {t.lockin(option.lockinperiod_months)} · {t.agreementMonths(option.agreement_duration_months)}
      </p>

      {option.features.length > 0 && (
        <ul className={styles.roomAmenities} aria-label={t.amenities}>
          {option.features.map((f) => (
            <li key={f.feature_name}>{listingWord(f.feature_name, language)}</li>
          ))}
        </ul>
      )}
      <p className={`${styles.updated} ${fresh === 'fresh' ? '' : styles[fresh]}`} data-freshness={fresh}>
        <Icon name={fresh === 'fresh' ? 'check' : 'info'} size={16} />
        {updatedText(age, language)}
        {fresh === 'stale' && <span>{t.mayBeOutOfDate}</span>}
      </p>

      <div className={styles.roomButtons}>
        <Button variant="outline" onClick={() => onRequestCall(option)} busy={callBusy}>
          <Icon name="phone" size={18} />
          {t.requestCall}
        </Button>
        <Button onClick={() => onBook(option)} disabled={soldOut} aria-describedby={whoFor ? whoForId : undefined}>
          {t.bookNow}
        </Button>
      </div>
      {whoFor && (
        <p id={whoForId} className={styles.bookFor}>
          {t.whoCanStay}: {whoFor}
        </p>
      )}
    </article>
  )
}
