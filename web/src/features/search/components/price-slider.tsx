import { useId } from 'react'
import { PRICE_MAX, PRICE_MIN } from '@basera/contract/constants'
import { formatRupees } from '../../../lib/format'
import { moveMaxHandle, moveMinHandle, PRICE_STEP, type PriceRange } from '../price-range'
import { searchStrings } from '../strings'
import styles from './price-slider.module.css'

interface PriceSliderProps {
  value: PriceRange
  onChange: (range: PriceRange) => void
}

const percent = (n: number) => ((n - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100

/** Two native range inputs on one track: keyboard and screen readers work as with any slider. */
export function PriceSlider({ value, onChange }: PriceSliderProps) {
  const id = useId()
  return (
    <div className={styles.wrap}>
      <div className={styles.values} aria-hidden="true">
        <span>
          <small>{searchStrings.minPrice}</small>
          <strong>{formatRupees(value.min)}</strong>
        </span>
        <span>
          <small>{searchStrings.maxPrice}</small>
          <strong>{formatRupees(value.max)}</strong>
        </span>
      </div>
      <div className={styles.slider}>
        <div className={styles.track} />
        <div className={styles.range} style={{ left: `${percent(value.min)}%`, right: `${100 - percent(value.max)}%` }} />
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {searchStrings.minPrice}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={value.min}
          aria-valuetext={formatRupees(value.min)}
          onChange={(event) => onChange(moveMinHandle(value, Number(event.target.value)))}
        />
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {searchStrings.maxPrice}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={value.max}
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
