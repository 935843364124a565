// Rent terms in plain words (beside the refund rules): only the screens that show them load this.
const ordinal = (n: number) => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`
}

export const rentTermsStrings = {
  rentTermsTitle: 'Rent and late fee',
  rentDueOnDay: (day: number) => `Rent due on the ${ordinal(day)} of each month`,
  rentDueOnMoveInDay: 'Rent due on your move-in day each month',
  lateFee: (amount: string, graceDays: number) =>
    graceDays === 0 ? `Late fee ${amount} if paid after the due date` : `Late fee ${amount} if paid more than ${graceDays} ${graceDays === 1 ? 'day' : 'days'} late`,
  noLateFee: 'No late fee',
} as const
