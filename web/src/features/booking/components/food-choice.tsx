import type { RoomOption } from '@basera/contract/properties'
import { formatRupees } from '../../../lib/format'
import { useStrings } from '../../../lib/i18n'
import { bookingStrings } from '../strings'
import { ChoiceGroup } from './choice-group'

/** The option's monthly food price when the tenant may add it (food `optional`); null when there is nothing to choose. */
export const optionalFoodPrice = (option: RoomOption): number | null => (option.food.type === 'optional' ? option.food.monthly_price : null)

/** "Add food for ₹2,500 a month?": no until the tenant says yes (the server bills the option's price, not this one). */
export function FoodChoice({ price, chosen, onChange }: { price: number; chosen: boolean; onChange: (chosen: boolean) => void }) {
  const t = useStrings(bookingStrings)
  const options = [
    { value: 'no' as const, label: t.foodChoices.no },
    { value: 'yes' as const, label: t.foodChoices.yes },
  ]
  return (
    <ChoiceGroup legend={t.foodChoice(formatRupees(price))} hint={t.foodChoiceHint} options={options} value={chosen ? 'yes' : 'no'} onChange={(v) => onChange(v === 'yes')} />
  )
}
