/** The figures the suite reports: printed by each test, one line per area, with a common prefix to grep for. */
export interface Figures {
  tried: number
  refusedCorrectly: number
  accepted: number
  serverErrors: number
  bookingsLost?: number
}

export const emptyFigures = (): Figures => ({ tried: 0, refusedCorrectly: 0, accepted: 0, serverErrors: 0 })

export function addFigures(into: Figures, from: Figures): Figures {
  into.tried += from.tried
  into.refusedCorrectly += from.refusedCorrectly
  into.accepted += from.accepted
  into.serverErrors += from.serverErrors
  if (from.bookingsLost !== undefined) into.bookingsLost = (into.bookingsLost ?? 0) + from.bookingsLost
  return into
}

export function printFigures(area: string, f: Figures, note = ''): void {
  const lost = f.bookingsLost === undefined ? '' : `, bookings lost ${f.bookingsLost}`
  console.log(`[reliability] ${area}: requests tried ${f.tried}, refused correctly ${f.refusedCorrectly}, ` +
    `accepted ${f.accepted}, 500s seen ${f.serverErrors}${lost}${note ? ` (${note})` : ''}`)
}
