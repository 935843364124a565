import { AVAILABILITY_FRESH_DAYS, AVAILABILITY_STALE_DAYS, FEW_LEFT } from '@basera/contract/constants'
import type { RoomOption } from '@basera/contract/properties'
import { formatRupees } from '../../lib/format'
import { stringsIn, type Language } from '../../lib/i18n'
import { bookingStrings } from './strings'
import { listingWord } from '../../lib/listing-words'

export interface ChargeLine {
  label: string
  amount: number
}

/** The move-in lines exactly as the server gave them (no sums computed here). */
export function moveInLines(option: RoomOption, language: Language): ChargeLine[] {
  const t = stringsIn(bookingStrings, language)
  return [
    { label: t.firstMonthRent, amount: option.unit_rent },
    { label: t.maintenance, amount: option.maintenance_amount },
    { label: t.securityDeposit(option.security_deposit_months), amount: option.security_deposit_amount },
    ...option.one_time_fees.map((fee) => ({ label: listingWord(fee.name, language), amount: fee.amount })),
  ]
}

export function electricityText(option: RoomOption, language: Language): string {
  const t = stringsIn(bookingStrings, language)
  return option.electricity.type === 'included' ? t.electricityIncluded : t.electricityMetered(formatRupees(option.electricity.rate_per_unit))
}

export function foodText(option: RoomOption, language: Language): string {
  const t = stringsIn(bookingStrings, language)
  switch (option.food.type) {
    case 'included':
      return t.foodIncluded
    case 'optional':
      return t.foodOptional(formatRupees(option.food.monthly_price))
    case 'none':
      return t.foodNone
  }
}

export function updatedText(days: number, language: Language): string {
  const t = stringsIn(bookingStrings, language)
  return days === 0 ? t.updatedToday : t.updatedDaysAgo(days)
}

/** How much to trust 'available': fresh (green check), ageing (amber) or maybe out of date. */
export function freshness(days: number): 'fresh' | 'ageing' | 'stale' {
  return days <= AVAILABILITY_FRESH_DAYS ? 'fresh' : days <= AVAILABILITY_STALE_DAYS ? 'ageing' : 'stale'
}

/** A shared room lets beds, a private one rooms: say which is left, and only when few are. */
export function leftText(option: Pick<RoomOption, 'available_rooms' | 'room_type_name'>, language: Language): string | null {
  const t = stringsIn(bookingStrings, language)
  const n = option.available_rooms
  if (n <= 0 || n > FEW_LEFT) return null
  return /private|single/i.test(option.room_type_name) ? t.roomsLeft(n) : t.bedsLeft(n)
}
