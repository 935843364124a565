import type { Hindi } from '../../lib/i18n'
import type { visitStrings as english } from './strings'

export const visitStrings: Hindi<typeof english> = {
  schedule: 'विज़िट तय करें',
  sheetTitle: 'विज़िट तय करें',
  intro: (property) => `${property} देखने के लिए दिन और समय चुनें। प्रॉपर्टी आपसे विज़िट की पुष्टि करेगी।`,
  date: 'विज़िट की तारीख़',
  slot: 'समय',
  slots: { Morning: 'सुबह', Afternoon: 'दोपहर', Evening: 'शाम' },
  slotHours: { Morning: 'सुबह 9 – दोपहर 12', Afternoon: 'दोपहर 12 – शाम 4', Evening: 'शाम 4 – रात 8' },
  submit: 'विज़िट का अनुरोध करें',
  dateRequired: 'कृपया विज़िट की तारीख़ चुनें',
  status: { requested: 'अनुरोध भेजा गया', scheduled: 'तय है', declined: 'नामंज़ूर', cancelled: 'रद्द' },
  when: (date, slot) => `${date} · ${slot}`,
  confirmedWhen: (date, slot, hours) => `${date}, ${slot} (${hours})`,
  confirmedWhere: 'कहाँ',
  confirmedWhenLabel: 'कब',
}
