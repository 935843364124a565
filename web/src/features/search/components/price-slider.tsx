import { useId } from 'react'
import { PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP } from '@basera/contract/constants'
import { formatRupees } from '../../../lib/format'
import { messages } from '@basera/contract/messages'
import { PRICE_PROBLEM_MESSAGE, priceRangeProblem, type PriceRangeProblem } from '@basera/contract/pricing'
import { moveMaxHandle, moveMinHandle, PRICE_STEP, type PriceRange } from '../price-range'
import { searchStrings } from '../strings'
import { AmountField } from './amount-field'
import styles from './price-slider.module.css'
import { useStrings } from '../../../lib/i18n'

interface PriceSliderProps {
  value: PriceRange
  onChange: (range: PriceRange) => void
}

const percent = (n: number) => ((n - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100
// Where the thumbs meet, the one drawn on top takes the touch. Near the top end only the lower handle can still
// move (the upper one is at the limit and the gap stops it), near the bottom only the upper one: the lower
// handle goes on top once it is past the middle, so a drag never lands on a thumb that cannot move.
const MIDDLE = (PRICE_MIN + PRICE_MAX) / 2

/**
 * Two native range inputs on one track (keyboard steps and screen readers work as with any slider), and the
 * same two amounts typed: no dragging needed. Both keep the limits and the gap.
 */
export function PriceSlider({ value, onChange }: PriceSliderProps) {
  const searchText = useStrings(searchStrings)
  const id = useId()
  const messageText = useStrings(messages)
  // the contract's sentences: the server refuses a saved search or a budget with the same words
  const sentence = (problem: PriceRangeProblem | null) => (problem ? messageText[PRICE_PROBLEM_MESSAGE[problem]] : null)
  return (
    <div className={styles.wrap}>
      <div className={styles.values}>
        <AmountField
          id={`${id}-min-typed`}
          label={searchText.minTyped}
          value={value.min}
          describedBy={`${id}-hint`}
          problemOf={(n) => sentence(priceRangeProblem(n, value.max))}
          onCommit={(n) => onChange({ min: n, max: value.max })}
        />
        <AmountField
          id={`${id}-max-typed`}
          label={searchText.maxTyped}
          value={value.max}
          describedBy={`${id}-hint`}
          problemOf={(n) => sentence(priceRangeProblem(value.min, n))}
          onCommit={(n) => onChange({ min: value.min, max: n })}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {searchText.typedHint(formatRupees(PRICE_MIN), formatRupees(PRICE_MAX), formatRupees(PRICE_MIN_GAP))}
      </p>
      <div className={styles.slider}>
        <div className={styles.track} />
        <div className={styles.range} style={{ left: `${percent(value.min)}%`, right: `${100 - percent(value.max)}%` }} />
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {searchText.minPrice}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={value.min}
          style={{ zIndex: value.min > MIDDLE ? 2 : 1 }}
          aria-valuetext={formatRupees(value.min)}
          onChange={(event) => onChange(moveMinHandle(value, Number(event.target.value)))}
        />
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {searchText.maxPrice}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={value.max}
          style={{ zIndex: value.min > MIDDLE ? 1 : 2 }}
          aria-valuetext={formatRupees(value.max)}
          onChange={(event) => onChange(moveMaxHandle(value, Number(event.target.value)))}
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{formatRupees(PRICE_MIN)}</span>
        <span>{formatRupees(PRICE_MAX)}</span>
      </div>
    </div>
  )
}
