import { INDIA_TIME_ZONE, MOVE_IN_MAX_DAYS } from './constants.ts'

// made on first use: a formatter with a time zone loads zone data, ~30 ms on a cheap phone, on
// every screen that imports this module
let indiaDate: Intl.DateTimeFormat | undefined

/** Today's calendar date in Asia/Kolkata as YYYY-MM-DD: the earliest move-in date. */
export function todayInIndia(now: Date = new Date()): string {
  indiaDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
  return indiaDate.format(now)
}

/** True when a YYYY-MM-DD date is before today in Asia/Kolkata. */
export function isBeforeTodayInIndia(date: string, now: Date = new Date()): boolean {
  return date < todayInIndia(now)
}

/** Whole days between an instant and now, never negative: "Updated N days ago". */
export function daysAgo(isoDateTime: string, now: Date = new Date()): number {
  const ms = now.getTime() - new Date(isoDateTime).getTime()
  return Math.max(0, Math.floor(ms / 86_400_000))
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** True when a YYYY-MM-DD move-in date is more than MOVE_IN_MAX_DAYS after today in Asia/Kolkata. */
export function isPastMoveInLimit(date: string, now: Date = new Date()): boolean {
  return date > addDays(todayInIndia(now), MOVE_IN_MAX_DAYS)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']

/** A YYYY-MM-DD date as the server words it in a message: 12 Dec 2026. */
export function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year ?? ''}`
}

let indiaTime: Intl.DateTimeFormat | undefined

/** An instant as the server words it in a message, in India's time: 12 Dec 2026, 3:05 pm IST. */
export function indiaDateTimeText(at: Date): string {
  indiaTime ??= new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true })
  return `${dateText(todayInIndia(at))}, ${indiaTime.format(at)} IST`
}
