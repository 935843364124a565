import type { PropertyDetail, RoomOption } from '@basera/contract/properties'
import { cancellationLines } from '../../components/cancellation-terms'
import { formatDate, formatRupees } from '../../lib/format'
import { stringsIn, type Language } from '../../lib/i18n'
import { comparePageStrings } from './page-strings'

export interface Compared {
  detail: PropertyDetail
  /** Cheapest first, as the server sends them. */
  rooms: RoomOption[]
}

export interface CompareRow {
  key: string
  label: string
  /** One cell per property: lines of text. */
  cells: string[][]
  /** Columns holding the best value of the row; empty when the row has no better or worse. */
  best: number[]
}

/** Columns whose value is the best (lowest or highest); none when every column is the same or unknown. */
function bestOf(values: (number | null)[], better: 'low' | 'high'): number[] {
  const known = values.filter((v): v is number => v !== null)
  if (known.length < 2 || known.every((v) => v === known[0])) return []
  const target = better === 'low' ? Math.min(...known) : Math.max(...known)
  return values.flatMap((v, i) => (v === target ? [i] : []))
}

function foodText(option: RoomOption | undefined, t: typeof comparePageStrings): string {
  if (!option) return '—'
  if (option.food.type === 'included') return t.foodIncluded
  if (option.food.type === 'optional') return t.foodOptional(formatRupees(option.food.monthly_price))
  return t.foodNone
}

function electricityText(option: RoomOption | undefined, t: typeof comparePageStrings): string {
  if (!option) return '—'
  return option.electricity.type === 'included' ? t.electricityIncluded : t.electricityMetered(formatRupees(option.electricity.rate_per_unit))
}

function availability(rooms: RoomOption[], language: Language): string {
  const t = stringsIn(comparePageStrings, language)
  const free = rooms.reduce((n, r) => n + r.available_rooms, 0)
  const checked = rooms.map((r) => r.availability_confirmed_at).sort().at(-1)
  const date = checked ? formatDate(checked, language) : '—'
  return free > 0 ? t.roomsFree(free, date) : t.full(date)
}

/**
 * The rows of the side-by-side page, each value as the server gave it (the cheapest room option's
 * charges), with the best of each comparable row marked: lowest money and months, nearest metro,
 * highest rating.
 */
export function compareRows(items: readonly Compared[], language: Language): CompareRow[] {
  const t = stringsIn(comparePageStrings, language)
  const cheapest = items.map((i) => i.rooms[0])
  const row = (key: string, label: string, cells: string[][], best: number[] = []): CompareRow => ({ key, label, cells, best })
  const money = (values: number[]) => values.map((v) => [v === 0 ? t.none : formatRupees(v)])
  const rent = items.map((i) => i.detail.minimum_rent)
  const moveIn = items.map((i) => i.detail.move_in_total)
  const deposit = items.map((i) => i.detail.refundable_amount)
  const maintenance = cheapest.map((o) => o?.maintenance_amount ?? null)
  const notice = items.map((i) => i.detail.noticeperiod_months)
  const lockIn = cheapest.map((o) => o?.lockinperiod_months ?? null)
  const metro = items.map((i) => i.detail.nearest_metro?.distance_km ?? null)
  const rating = items.map((i) => (i.detail.review_count > 0 ? i.detail.rating : null))
  return [
    row('rent', t.rent, money(rent), bestOf(rent, 'low')),
    row('moveIn', t.moveIn, money(moveIn), bestOf(moveIn, 'low')),
    row('deposit', t.deposit, money(deposit), bestOf(deposit, 'low')),
    row('maintenance', t.maintenance, maintenance.map((v) => [v === null ? '—' : v === 0 ? t.none : formatRupees(v)]), bestOf(maintenance, 'low')),
    row('food', t.food, cheapest.map((o) => [foodText(o, t)])),
    row('electricity', t.electricity, cheapest.map((o) => [electricityText(o, t)])),
    row('notice', t.notice, notice.map((n) => [t.months(n)]), bestOf(notice, 'low')),
    row('lockIn', t.lockIn, lockIn.map((n) => [n === null ? '—' : t.months(n)]), bestOf(lockIn, 'low')),
    row('metro', t.metro, items.map(({ detail: { nearest_metro: m } }) => [m ? t.metroValue(m.distance_km.toFixed(1), m.name, m.walk_minutes) : t.noMetro]), bestOf(metro, 'low')),
    row('rating', t.rating, items.map((i, n) => [rating[n] === null || rating[n] === undefined ? t.noRating : t.ratingValue(rating[n].toFixed(1), i.detail.review_count)]), bestOf(rating, 'high')),
    row('availability', t.availability, items.map((i) => [availability(i.rooms, language)])),
    row('refund', t.refund, items.map((i) => {
      const lines = cancellationLines(i.detail.cancellation_terms, language)
      return lines.length > 0 ? lines : [t.refundNone]
    })),
  ]
}
