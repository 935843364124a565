// Rupees and dates as people in India read them, in English, for texts the server writes (sentences of the
// audit log, notifications, refusals). By hand like the web's lib/format.ts (same digits, same month names):
// an Intl formatter with a time zone loads zone data. India is UTC+05:30 all year.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** Whole rupees with Indian digit grouping: ₹1,25,000. */
export function formatRupees(rupees: number): string {
  const digits = String(Math.abs(Math.round(rupees)))
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${rupees < 0 ? '-' : ''}₹${rest ? `${rest},${lastThree}` : lastThree}`
}

/** A calendar date (YYYY-MM-DD) as its parts. */
function partsOf(date: string): { y: number; m: number; d: number; weekday: number } {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() }
}

/** "Dec 2026" for a month (YYYY-MM) or a date (YYYY-MM-DD). */
export function monthText(month: string): string {
  const { y, m } = partsOf(month.length === 7 ? `${month}-01` : month)
  return `${MONTHS[m - 1] ?? ''} ${y}`
}

/** "12 Dec 2026" for a calendar date (YYYY-MM-DD). */
export function dateText(date: string): string {
  const { y, m, d } = partsOf(date)
  return `${d} ${MONTHS[m - 1] ?? ''} ${y}`
}

/** "Sat, 29 Nov" for a calendar date (YYYY-MM-DD); with the year ("Sat, 29 Nov 2026") when asked. */
export function dayText(date: string, withYear = false): string {
  const { y, m, d, weekday } = partsOf(date)
  return `${WEEKDAYS[weekday] ?? ''}, ${d} ${MONTHS[m - 1] ?? ''}${withYear ? ` ${y}` : ''}`
}

/** "10 Nov 2026, 4:40 am" for an instant, in India's time. */
export function dateTimeText(iso: string): string {
  const india = new Date(new Date(iso).getTime() + IST_OFFSET_MS)
  const hour = india.getUTCHours()
  const minute = String(india.getUTCMinutes()).padStart(2, '0')
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()] ?? ''} ${india.getUTCFullYear()}, ${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`
}

/** The month (YYYY-MM) of an instant in India. */
export function monthInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7)
}
