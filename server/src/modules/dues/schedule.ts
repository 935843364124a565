import { addDays } from '@basera/contract/dates'

// When dues fall (PRODUCT.md "Rent over the stay"): the first on the move-in date; then one a month on the rent
// day, which is the property's fixed day if it publishes one, else the move-in day of the month. A day the month
// does not have (a move-in on the 31st, the 29th of February) falls on that month's last day, and the next
// month goes back to the day itself. Pure: dates are YYYY-MM-DD strings, so time zones never shift a due.

const pad = (n: number) => String(n).padStart(2, '0')

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The date `months` months after `date`'s month, on `day` (or the month's last day when it is shorter). */
export function monthDay(date: string, months: number, day: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`
}

/** The day of the month dues fall on. */
function anchorDay(moveInDate: string, rentDay: number | null): number {
  return rentDay ?? Number(moveInDate.slice(8, 10))
}

export interface Period {
  /** 0: the move-in month (the rest of the move-in total); 1, 2, …: the monthly dues after it. */
  index: number
  start: string
  end: string
  due: string
}

/** The `index`-th period of a stay that began on `moveInDate`. */
export function periodOf(moveInDate: string, rentDay: number | null, index: number): Period {
  const day = anchorDay(moveInDate, rentDay)
  const start = index === 0 ? moveInDate : monthDay(moveInDate, index, day)
  const end = addDays(monthDay(moveInDate, index + 1, day), -1)
  return { index, start, end, due: start }
}

/** The periods whose due date has come by `today`, after the first (which the move-in makes). */
export function periodsDue(moveInDate: string, rentDay: number | null, today: string, limit = 24): Period[] {
  const out: Period[] = []
  for (let i = 1; i <= limit; i++) {
    const p = periodOf(moveInDate, rentDay, i)
    if (p.due > today) break
    out.push(p)
  }
  return out
}
