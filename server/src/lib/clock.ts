/** Where "now" comes from: tests move it to check expiries without waiting. */
export type Clock = () => Date
export const systemClock: Clock = () => new Date()
