export const visitStrings = {
  schedule: 'Schedule a visit',
  sheetTitle: 'Schedule a visit',
  intro: (property: string) => `Pick a day and a time to see ${property}. The property confirms the visit with you.`,
  date: 'Visit date',
  slot: 'Time slot',
  slots: { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
  slotHours: { Morning: '9 am – 12 pm', Afternoon: '12 pm – 4 pm', Evening: '4 pm – 8 pm' },
  submit: 'Request visit',
  dateRequired: 'Please choose a visit date',
  status: { requested: 'Requested', scheduled: 'Scheduled', cancelled: 'Cancelled' },
  when: (date: string, slot: string) => `${date} · ${slot}`,
} as const
