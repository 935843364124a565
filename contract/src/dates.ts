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

/** The calendar date `days` days after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** A visit is booked for today to this many days ahead (Asia/Kolkata), both inclusive. */
export const VISIT_DAYS_AHEAD = 30

/** Why a visit date cannot be taken (before today, or past today + VISIT_DAYS_AHEAD in India), or null when it can. */
export function visitDateProblem(date: string, now: Date = new Date()): 'past' | 'too_far' | null {
  const today = todayInIndia(now)
  if (date < today) return 'past'
  return date > addDays(today, VISIT_DAYS_AHEAD) ? 'too_far' : null
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(dob: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = dob.split('-').map(Number)
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number)
  const hadBirthday = m > bm || (m === bm && d >= bd)
  return y - by - (hadBirthday ? 0 : 1)
}

/** Whole days between an instant and now, never negative: "Updated N days ago". */
export function daysAgo(isoDateTime: string, now: Date = new Date()): number {
  const ms = now.getTime() - new Date(isoDateTime).getTime()
  return Math.max(0, Math.floor(ms / 86_400_000))
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** True when a YYYY-MM-DD move-in date is more than MOVE_IN_MAX_DAYS after today in Asia/Kolkata. */
export function isPastMoveInLimit(date: string, now: Date = new Date()): boolean {
  return date > addDays(todayInIndia(now), MOVE_IN_MAX_DAYS)
}
