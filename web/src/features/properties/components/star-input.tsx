import { Icon } from '../../../components/icon'
import { propertyStrings } from '../strings'
import styles from './review-form.module.css'
import { useStrings } from '../../../lib/i18n'

interface StarInputProps {
  value: number
  onChange: (rating: number) => void
}

/** The spec's star rating: 1 to 5; tapping star 1 while the rating is 1 clears it to 0. */
export function StarInput({ value, onChange }: StarInputProps) {
  const t = useStrings(propertyStrings)
  return (
    <div className={styles.stars} role="group" aria-label={t.yourRating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={styles.star}
          aria-pressed={n <= value}
          aria-label={t.stars(n)}
          onClick={() => onChange(n === 1 && value === 1 ? 0 : n)}
        >
          <Icon name="star" size={28} filled={n <= value} />
        </button>
      ))}
    </div>
  )
}
