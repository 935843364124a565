import type { Hindi } from '../../lib/i18n'
import type { channelStrings as english } from './strings'

export const channelStrings: Hindi<typeof english> = {
  title: 'हम आप तक कैसे पहुँचें',
  intro: 'सूचनाएँ ऐप में हमेशा यहाँ दिखती हैं। चुनें कि हम और क्या भेजें।',
  push: { label: 'पुश सूचनाएँ', hint: 'इस फ़ोन या कंप्यूटर पर, जब आप इनकी अनुमति दें।' },
  sms: { label: 'एसएमएस (SMS)', hint: 'आपके रजिस्टर्ड मोबाइल नंबर पर।' },
  whatsapp: { label: 'व्हाट्सऐप (WhatsApp)', hint: 'आपके रजिस्टर्ड मोबाइल नंबर पर।' },
  quiet_hours: {
    label: 'शांत समय (रात 10 – सुबह 8)',
    hint: 'बाकी संदेश हम सुबह 8 बजे तक रोक कर रखते हैं। आपकी बुकिंग पर मालिक का जवाब तुरंत पहुँचता है।',
  },
  saving: 'सहेजा जा रहा है…',
  saved: 'सहेज लिया',
  loading: 'आपकी पसंद लोड हो रही है…',
}
