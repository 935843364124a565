import type { Hindi } from '../lib/i18n'
import type { cancellationStrings as english } from './cancellation-strings'

export const cancellationStrings: Hindi<typeof english> = {
  cancellationTitle: 'अगर आपका इरादा बदल जाए',
  cancellationNone: 'मालिक ने अभी रिफ़ंड की शर्तें नहीं बताई हैं। कुछ भी भुगतान करने से पहले पूछ लें।',
  refundBack: (percent) => (percent === 0 ? 'कुछ भी वापस नहीं' : `${percent}% वापस`),
  cancelDaysBefore: (days, back) => `शिफ़्ट होने से ${days}+ दिन पहले रद्द करें: ${back}`,
  cancelFewerDays: (days, back) => `शिफ़्ट होने से ${days} दिन से कम पहले रद्द करें: ${back}`,
  cancelAnyTime: (back) => `शिफ़्ट होने से पहले कभी भी रद्द करें: ${back}`,
}
