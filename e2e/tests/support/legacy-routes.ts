// The spec's route table (section 2) and where each legacy path must land, with a heading of that
// screen. Written out here rather than read from web/src/app/legacy-routes.ts, so a wrong or
// missing entry there fails this journey instead of being copied into it.
export interface LegacyLanding {
  path: string
  heading: string | RegExp
}

export const legacyLandings: Record<string, LegacyLanding> = {
  '/onbording1': { path: '/login', heading: 'Find your next home in Delhi NCR' },
  '/onbording2': { path: '/login/method', heading: 'Welcome to Basera' },
  '/onbording3': { path: '/login/phone', heading: 'Enter your mobile number' },
  '/onbording4': { path: '/login/verify', heading: 'Verify your number' },
  '/onbording5': { path: '/city', heading: 'Choose your city' },
  '/onbording6': { path: '/localities', heading: 'Select Locality in Noida' },
  '/onbording7': { path: '/filters', heading: 'Filter' },
  '/serach-result': { path: '/search', heading: 'Search results' },
  '/booking-success': { path: '/bookings', heading: 'My Booking' },
  '/payment-success': { path: '/bookings', heading: 'My Booking' },
  '/payment-failed': { path: '/bookings', heading: 'My Booking' },
  '/category-list': { path: '/home', heading: 'Find your next home' },
  '/category-grid': { path: '/home', heading: 'Find your next home' },
  '/my-booking': { path: '/bookings', heading: 'My Booking' },
  '/shortlisted': { path: '/shortlist', heading: 'Shortlist' },
  '/dashboard': { path: '/my-properties', heading: 'My properties' },
  '/notification': { path: '/notifications', heading: 'Notifications' },
  '/loan-options': { path: '/loan-options', heading: 'Loan Options' },
  '/our-services': { path: '/services', heading: 'Our services' },
  '/help-center': { path: '/help', heading: 'Help center' },
  '/contact-us': { path: '/contact', heading: 'Contact us' },
  '/terms-conditions': { path: '/terms', heading: 'Terms & conditions' },
  '/profile/edit': { path: '/profile', heading: 'Profile' },
  '/profile/privacy-policy': { path: '/privacy', heading: 'Privacy policy' },
  '/profile/help-and-support': { path: '/help/faq', heading: 'Help & support' },
  '/profile/payrent': { path: '/pay-rent', heading: 'Pay rent' },
  '/profile/my-wishlist': { path: '/pay-rent', heading: 'Pay rent' },
  '/profile/my-coupons': { path: '/home', heading: 'Find your next home' },
  '/profile/my-wallet': { path: '/home', heading: 'Find your next home' },
  '/sign-in': { path: '/login', heading: 'Find your next home in Delhi NCR' },
  '/sign-up': { path: '/login', heading: 'Find your next home in Delhi NCR' },
  '/forgot-password': { path: '/login', heading: 'Find your next home in Delhi NCR' },
  '/forgot-password-sent-email': { path: '/login', heading: 'Find your next home in Delhi NCR' },
  '/new-password': { path: '/login', heading: 'Find your next home in Delhi NCR' },
  '/verify-your-phone-number': { path: '/login/phone', heading: 'Enter your mobile number' },
  '/confirmation-code': { path: '/login/verify', heading: 'Verify your number' },
  '/account-created': { path: '/home', heading: 'Find your next home' },
  '/choose-payment-method': { path: '/bookings', heading: 'My Booking' },
  '/add-a-new-card': { path: '/bookings', heading: 'My Booking' },
  '/checkout': { path: '/bookings', heading: 'My Booking' },
  '/filter': { path: '/filters', heading: 'Filter' },
  '/tab-navigator': { path: '/home', heading: 'Find your next home' },
  '/leave-a-review': { path: '/my-properties', heading: 'My properties' },
  '/course-completed': { path: '/bookings', heading: 'My Booking' },
  '/certificate': { path: '/bookings', heading: 'My Booking' },
}

/** Legacy screens that carried the property in navigation state or session storage. */
export const legacyPropertyLandings: Record<string, { suffix: string; heading: string }> = {
  '/course-details': { suffix: '', heading: 'property' },
  '/room-type': { suffix: '/rooms', heading: 'Room Options' },
  '/aminity-list': { suffix: '/amenities', heading: 'All amenities' },
}
