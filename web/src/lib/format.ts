import type { Language } from './i18n'

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

// Dates and times are India's (UTC+05:30 all year, no daylight saving), written by hand like the rupees: the first
// Intl.DateTimeFormat with a time zone loads the zone data, and held a cheap phone's main thread for 60 ms in the
// middle of the property page's first render. The words and their order are Intl's for en-IN and hi-IN (the test
// compares them date by date).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
// English's short names; Hindi's short ones are clipped with a '॰' (नव॰), so the full name reads better
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
}

/** The calendar and clock in India at that moment. Accepts YYYY-MM-DD (that day) or an ISO date-time. */
function inIndia(value: string) {
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value)
  const india = new Date(moment.getTime() + IST_OFFSET_MS)
  return { year: india.getUTCFullYear(), month: india.getUTCMonth(), day: india.getUTCDate(), hour: india.getUTCHours(), minute: india.getUTCMinutes() }
}


/** 12 Mar 2026 (Hindi: 12 मार्च 2026), in India's calendar. Accepts YYYY-MM-DD or an ISO date-time. */
export function formatDate(value: string, language: Language): string {
  const { year, month, day } = inIndia(value)
  return `${day} ${MONTHS[language][month]} ${year}`
}

/** Mar 2026 (Hindi: मार्च 2026). Accepts YYYY-MM-DD or an ISO date-time. */
export function formatMonth(value: string, language: Language): string {
  const { year, month } = inIndia(value)
  return `${MONTHS[language][month]} ${year}`
}

/** 2:30 pm, India's time (the same words in Hindi). */
export function formatTime(value: string): string {
  const { hour, minute } = inIndia(value)
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`
}
