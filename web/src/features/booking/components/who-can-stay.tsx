import type { Gender } from '@basera/contract/constants'
import { bookingStrings as t } from '../strings'
import styles from './who-can-stay.module.css'

function whoFor(genders: readonly Gender[]): string {
  const men = genders.includes('GENDER_MALE')
  const women = genders.includes('GENDER_FEMALE')
  if (men && women && genders.includes('GENDER_OTHER')) return t.whoFor.everyone
  if (men && women) return t.whoFor.menAndWomen
  return men ? t.whoFor.men : t.whoFor.women
}

/** Who the property admits, said before the booking form opens (the server refuses anyone else). */
export function WhoCanStay({ genders }: { genders: readonly Gender[] }) {
  if (genders.length === 0) return null
  return (
    <p className={styles.note} data-testid="who-can-stay">
      <strong>{t.whoCanStay}: {whoFor(genders)}</strong>
      <span>{t.whoForNote}</span>
    </p>
  )
}
