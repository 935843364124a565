import type { Hindi } from './i18n'
import type { libStrings as english } from './strings'

export const libStrings: Hindi<typeof english> = {
  needsNetwork: 'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: आपने जो लिखा है वह सुरक्षित है, ऑनलाइन होने पर फिर से कोशिश करें।',
}
