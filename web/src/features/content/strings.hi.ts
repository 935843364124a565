import type { Hindi } from '../../lib/i18n'
import type { contentStrings as english } from './strings'

export const contentStrings: Hindi<typeof english> = {
  testimonials: 'अनुभव',
  testimonialsIntro: 'किरायेदार सुनाते हैं अपनी Basera की कहानी',
  play: (name, title) => `वीडियो चलाएँ: ${name}, ${title}`,
  videoTitle: (name) => `${name} की कहानी`,
  closeVideo: 'वीडियो बंद करें',
  reviews: 'किरायेदार क्या कहते हैं',
  rating: (n) => `5 में से ${n} रेटिंग`,
  sampleNote: 'ये नमूने की कहानियाँ Basera के लिए बनाई गई हैं, जब तक किरायेदार अपनी कहानियाँ साझा नहीं करते।',
}
