import type { Hindi } from '../../lib/i18n'
import type { contactStrings as english } from './strings'

export const contactStrings: Hindi<typeof english> = {
  title: 'संपर्क करें',
  intro: 'किसी लिस्टिंग, बुकिंग या अपने खाते के बारे में सवाल है? हमें लिखें, हमारी टीम ईमेल से जवाब देती है, आम तौर पर एक कामकाजी दिन के अंदर।',
  name: 'नाम',
  email: 'ईमेल',
  message: 'संदेश',
  required: '(ज़रूरी)',
  send: 'संदेश भेजें',
  sent: 'धन्यवाद! आपका संदेश भेज दिया गया है। हम ईमेल से जवाब देंगे।',
  failed: 'आपका संदेश भेजा नहीं जा सका।',
  placeholderSupport: 'यह डेवलपमेंट का नमूना है: अभी इस पर कोई जवाब नहीं देता',
  orWrite: 'आप यहाँ भी लिख सकते हैं',
}
