import type { RoomOption } from '@basera/contract/properties'
import type { CancellationTerms } from '@basera/contract/cancellation'
import { CancellationTermsList } from '../../../components/cancellation-terms'
import { RentTermsList } from '../../../components/rent-terms'
import type { RentTerms } from '@basera/contract/dues'
import { Button } from '../../../components/button'
import { formatDate, formatRupees } from '../../../lib/format'
import { electricityText, foodText } from '../charges'
import { bookingStrings } from '../strings'
import { MoveInBreakdown } from './move-in-breakdown'
import styles from './booking.module.css'
import { stringsIn, useLanguage, useStrings, type Language } from '../../../lib/i18n'

interface BookingSummaryProps {
  propertyName: string
  option: RoomOption
  moveInDate: string
  cancellationTerms: CancellationTerms
  rentTerms: RentTerms
  /** The tenant added the option's optional food (billed monthly with rent, the first month at move-in). */
  food: boolean
  busy: boolean
  onConfirm: () => void
  onBack: () => void
}

/** What is paid now and at move-in: a token (where the owner takes payments) or nothing before the owner answers. */
function PaymentPlan({ option, foodAmount }: { option: RoomOption; foodAmount: number }) {
  const t = useStrings(bookingStrings)
  const food = foodAmount > 0 && <p className={styles.payPlanNote}>{t.foodFirstMonth(formatRupees(foodAmount))}</p>
  if (option.token_amount <= 0) {
    return (
      <>
        <p className={styles.payPlanNote}>{t.freeRequest}</p>
        {foodAmount > 0 && <p className={styles.payPlanNote}>{t.foodFirstMonthToo(formatRupees(foodAmount))}</p>}
      </>
    )
  }
  return (
    <div className={styles.payPlan}>
      <p className={styles.payNow}>{t.payNow(formatRupees(option.token_amount))}</p>
      <p>{t.payAtMoveIn(formatRupees(Math.max(0, option.move_in_total - option.token_amount) + foodAmount))}</p>
      {food}
      <p className={styles.payPlanNote}>{t.tokenCounts}</p>
    </div>
  )
}

/** The food line: the choice made in the details step where food is optional, else what the option says. */
function foodLine(option: RoomOption, food: boolean, language: Language): string {
  if (option.food.type !== 'optional') return foodText(option, language)
  const t = stringsIn(bookingStrings, language)
  const price = formatRupees(option.food.monthly_price)
  return food ? t.foodChosen(price) : t.foodNotChosen(price)
}

/** Every amount before anything is booked (all server figures), then Pay the token or Send the request. */
export function BookingSummary({ propertyName, option, moveInDate, cancellationTerms, rentTerms, food, busy, onConfirm, onBack }: BookingSummaryProps) {
  const language = useLanguage()
  const t = useStrings(bookingStrings)
  const paysToken = option.token_amount > 0
  return (
    <div className={styles.summary}>
      <dl className={styles.summaryFacts}>
        <div className={styles.line}>
          <dt>{t.room}</dt>
          <dd>
            {t.sharing(option.room_type_name)} · {propertyName}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{t.moveInOn}</dt>
          <dd>{formatDate(moveInDate, language)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.rent}</dt>
          <dd>{formatRupees(option.unit_rent)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.electricity}</dt>
          <dd>{electricityText(option, language)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.food}</dt>
          <dd>{foodLine(option, food, language)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.termsLabel}</dt>
          <dd>
            {t.lockin(option.lockinperiod_months)} · {t.agreementMonths(option.agreement_duration_months)}
          </dd>
        </div>
      </dl>
      <MoveInBreakdown option={option} />
      <PaymentPlan option={option} foodAmount={food && option.food.type === 'optional' ? option.food.monthly_price : 0} />
      <RentTermsList terms={rentTerms} />
      <CancellationTermsList terms={cancellationTerms} />
      <p className={styles.hint}>{paysToken ? t.holdNote : t.requestNote}</p>
      <div className={styles.summaryButtons}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {paysToken ? t.payToken(formatRupees(option.token_amount)) : t.sendRequest}
        </Button>
      </div>
    </div>
  )
}
