// User-visible text of Compare on a card and a property page: the card action, the tray and the replace dialog
// (the side-by-side page's text is page-strings.ts: out of the search and property pages' first load).
export const compareStrings = {
  compare: 'Compare',
  added: 'Comparing',
  replaceTitle: 'Compare up to three',
  replaceBody: (name: string) => `Three are already picked. Which one should ${name} replace?`,
  replace: (name: string) => `Replace ${name}`,
  keep: 'Keep the three I have',
  trayLabel: 'Properties to compare',
  picked: (n: number, max: number) => `${n} of ${max} picked to compare`,
  compareNow: 'Compare now',
} as const
