import { getLanguage, type Language } from './i18n'

/**
 * Whole rupees with Indian digit grouping: ₹1,25,000. By hand, not Intl.NumberFormat: making that
 * formatter cost a cheap phone ~30 ms on the first screen of every list, for one digit pattern.
 */
export function formatRupees(rupees: number): string {
  const digits = String(Math.abs(Math.round(rupees)))
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${rupees < 0 ? '-' : ''}₹${rest ? `${rest},${lastThree}` : lastThree}`
}

// made on first use, one per language and kind: a formatter with a time zone loads zone data, ~30 ms on a cheap phone
const formats = new Map<string, Intl.DateTimeFormat>()
const options = {
  // Hindi's short months are clipped with a '॰' (नव॰): the full name reads better
  date: (language: Language): Intl.DateTimeFormatOptions => ({ day: 'numeric', month: language === 'hi' ? 'long' : 'short', year: 'numeric' }),
  time: (): Intl.DateTimeFormatOptions => ({ hour: 'numeric', minute: '2-digit' }),
  month: (language: Language): Intl.DateTimeFormatOptions => ({ month: language === 'hi' ? 'long' : 'short', year: 'numeric' }),
}

function formatter(kind: keyof typeof options): Intl.DateTimeFormat {
  const language = getLanguage()
  const key = `${kind}-${language}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { ...options[kind](language), timeZone: 'Asia/Kolkata' })
    formats.set(key, format)
  }
  return format
}

/** 12 Mar 2026 (Hindi: 12 मार्च 2026), in India's calendar. Accepts YYYY-MM-DD or an ISO date-time. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value)
  return formatter('date').format(date)
}

/** Mar 2026 (Hindi: मार्च 2026). Accepts YYYY-MM-DD or an ISO date-time. */
export function formatMonth(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value)
  return formatter('month').format(date)
}

/** 2:30 pm, India's time. */
export function formatTime(value: string): string {
  return formatter('time').format(new Date(value))
}
