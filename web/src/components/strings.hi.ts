import type { Hindi } from '../lib/i18n'
import type { componentStrings as english } from './strings'

export const componentStrings: Hindi<typeof english> = {
  back: 'पीछे जाएँ',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  skip: 'छोड़ें',
  clear: 'साफ़ करें',
  notifications: 'सूचनाएँ',
  home: 'Basera होम',
  close: 'बंद करें',
  ok: 'ठीक है',
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  loadFailed: 'यह लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  offline: 'आप ऑफ़लाइन हैं',
  offlineHint: 'आपने पहले जो खोला था, वही दिखाया जा रहा है। जिन कामों के लिए इंटरनेट चाहिए, वे ऑनलाइन होने पर ही होंगे।',
}
