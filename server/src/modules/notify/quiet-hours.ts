import { QUIET_HOURS_IST } from '@basera/contract/notify'

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const HOUR_MS = 3_600_000

/** Whether `at` falls in quiet hours (22:00 to 08:00 in India). */
function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours()
  return hour >= QUIET_HOURS_IST.from || hour < QUIET_HOURS_IST.to
}

/** When a non-urgent message recorded at `at` may go: at once, or at 08:00 IST when quiet hours hold it. */
export function releaseTime(at: Date): Date {
  if (!inQuietHours(at)) return at
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  const morning = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), QUIET_HOURS_IST.to)
  // before midnight the morning is tomorrow's
  const release = ist.getUTCHours() >= QUIET_HOURS_IST.from ? morning + 24 * HOUR_MS : morning
  return new Date(release - IST_OFFSET_MS)
}
