// User-visible text of sign-in (server and spec messages come from @basera/contract/messages).
export const authStrings = {
  roleTitle: 'Find your next home in Delhi NCR',
  roleBody: 'Verified PGs, flats and co-living with every charge shown up front.',
  rentAsTenant: 'Rent as Tenant',
  rentAsOwner: 'Rent as Owner',
  ownerHint: 'Owners manage listings in the Basera Owner app (opens the app store).',
  methodTitle: 'Welcome to Basera',
  methodBody: 'Sign in to book rooms, shortlist properties and track your requests.',
  continueMobile: 'Continue with Mobile',
  continueGoogle: 'Continue with Google',
  googleNote: 'Google sign-in is not available yet: both options sign you in with your mobile number and a one-time code.',
  phoneTitle: 'Enter your mobile number',
  phoneBody: 'We will send a 4-digit code to verify it.',
  phoneLabel: 'Mobile number',
  countryCode: '+91',
  sendCode: 'Get OTP',
  verifyTitle: 'Verify your number',
  verifyBody: (phone: string) => `Enter the 4-digit code sent to +91 ${phone}`,
  changeNumber: 'Change number',
  digitLabel: (n: number) => `Digit ${n} of 4`,
  otpGroup: 'One-time code',
  verify: 'Verify',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  devCode: (code: string) => `Development code: ${code}`,
  missingPhone: 'Enter your mobile number first.',
  terms: 'By continuing you agree to our Terms and Privacy Policy.',
} as const

// Basera Owner app's store page (the spec: 'Rent as Owner' leads only to an external page).
export const OWNER_APP_URL = 'https://play.google.com/store/apps/details?id=in.basera.owner'
