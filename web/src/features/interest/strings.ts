import type { ServiceName } from './api/register-interest'

export const interestStrings = {
  interested: "I'm Interested",
  loansTitle: 'Loan Options',
  loansIntro: 'Tell us what you need and our partner team calls you back. Your number is shared only for the loan you pick.',
  servicesTitle: 'Our services',
  servicesIntro: 'For tenants, owners and operators. Tap I\'m Interested and we get in touch about that service only.',
} as const

export interface Offer {
  serviceName: ServiceName
  /** The banner title as the spec writes it (the logged Banner parameter is its service name, the same words in English). */
  title: string
  text: string
  image: string
}

export const loanOffers: readonly Offer[] = [
  {
    serviceName: 'LOAN ON SECURITY DEPOSIT',
    title: 'LOAN ON SECURITY DEPOSIT',
    text: 'Move in now and pay your security deposit in easy monthly instalments.',
    image: '/media/banners/loan-security-deposit.webp',
  },
  {
    serviceName: 'RENT NOW PAY LATER',
    title: 'RENT NOW PAY LATER',
    text: 'Short of cash this month? Spread your rent over a few weeks.',
    image: '/media/banners/rent-now-pay-later.webp',
  },
  {
    serviceName: 'LOAN FOR OWNERS/ OPERATORS',
    title: 'LOAN FOR OWNERS/ OPERATORS',
    text: 'Funds to furnish, repair or expand your PG or co-living property.',
    image: '/media/banners/loan-owners.webp',
  },
]

export const serviceOffers: readonly Offer[] = [
  {
    serviceName: 'PURCHASE LEADS OF TENANTS',
    title: 'PURCHASE LEADS OF TENANTS',
    text: 'For owners and operators: receive requests from tenants who asked about your property. We never sell anyone\'s phone number; a tenant\'s contact reaches you only for the property they asked about.',
    image: '/media/banners/service-leads.webp',
  },
  {
    serviceName: 'PROPERTY MANAGEMENT APP',
    title: 'PROPERTY MANAGEMENT APP',
    text: 'Run rooms, tenants, rent and maintenance requests of your property from one app.',
    image: '/media/banners/service-management-app.webp',
  },
  {
    serviceName: 'LOANS',
    title: 'LOANS',
    text: 'Deposit loans for tenants and business loans for owners, through partner lenders.',
    image: '/media/banners/service-loans.webp',
  },
  {
    serviceName: 'ELECTRICITY PREPAID METER',
    title: 'ELECTRICITY PREPAID METER',
    text: 'Pay only for the units you use, with a prepaid meter for each room.',
    image: '/media/banners/service-prepaid-meter.webp',
  },
]
