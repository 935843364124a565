// Refund rules in plain words: only the screens that show them load this (not the first load).
export const cancellationStrings = {
  cancellationTitle: 'If your plans change',
  cancellationNone: 'The owner has not published refund terms yet. Ask before you pay anything.',
  refundBack: (percent: number) => (percent === 0 ? 'nothing back' : `${percent}% back`),
  cancelDaysBefore: (days: number, back: string) => `Cancel ${days}+ days before move-in: ${back}`,
  cancelFewerDays: (days: number, back: string) => `Cancel less than ${days} days before move-in: ${back}`,
  cancelAnyTime: (back: string) => `Cancel any time before move-in: ${back}`,
} as const
