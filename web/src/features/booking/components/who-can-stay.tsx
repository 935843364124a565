import type { Gender } from '@basera/contract/constants'
import { bookingStrings } from '../strings'
import styles from './who-can-stay.module.css'
import { useStrings } from '../../../lib/i18n'

/** "Men only", "Women only", "Men and women" or "Everyone": who the property admits. */
export function whoFor(genders: readonly Gender[], t: typeof bookingStrings): string {
  const men = genders.includes('GENDER_MALE')
  const women = genders.includes('GENDER_FEMALE')
  if (men && women && genders.includes('GENDER_OTHER')) return t.whoFor.everyone
  if (men && women) return t.whoFor.menAndWomen
  return men ? t.whoFor.men : t.whoFor.women
}

/** Who the property admits, said before the booking form opens (the server refuses anyone else). */
export function WhoCanStay({ genders }: { genders: readonly Gender[] }) {
  const t = useStrings(bookingStrings)
  if (genders.length === 0) return null
  return (
    <p className={styles.note} data-testid="who-can-stay">
      <strong>{t.whoCanStay}: {whoFor(genders, t)}</strong>
      <span>{t.whoForNote}</span>
    </p>
  )
}
