import type { Hindi } from '../../lib/i18n'
import type { requestStrings as english } from './strings'

export const requestStrings: Hindi<typeof english> = {
  title: 'आपके अनुरोध',
  intro: 'आपके किए हर कॉल, विज़िट और रुचि के अनुरोध। आपका नंबर सिर्फ़ इन्हीं के लिए साझा किया गया।',
  empty: 'अभी कोई अनुरोध नहीं',
  kind: { callback: 'कॉल', interest: 'रुचि', visit: 'विज़िट' },
  about: 'किस बारे में',
  loadFailed: 'आपके अनुरोध लोड नहीं हो सके।',
}
