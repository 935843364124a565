export const helpStrings = {
  helpTitle: 'Help center',
  helpIntro: 'Answers to common questions, and how we handle your data.',
  faqTitle: 'Help & support',
  faqIntro: 'Quick answers about finding, visiting and booking a place on Basera.',
  faqBanner: 'FAQs',
  faqBannerText: 'Shortlists, visits, bookings and payments',
  privacyTitle: 'Privacy policy',
  privacyBannerText: 'What we collect and who sees your number',
  termsTitle: 'Terms & conditions',
  termsBannerText: 'The rules for using Basera',
  lastUpdated: 'Last updated: 1 November 2026',
  stillNeedHelp: 'Still need help?',
  contactUs: 'Contact us',
} as const

export const SUPPORT_EMAIL = 'support@basera.example'
