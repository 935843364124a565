// Every user-visible message of the spec (sections 5 and 8) and of our server, written once.
// Server answers carry them in `message`; the web client shows them verbatim.

export const messages = {
  // sign-in (spec 5, 8)
  phoneRequired: 'Mobile number is required.',
  phoneTenDigits: 'Phone number must be 10 digits.',
  phoneIndianMobile: 'Enter an Indian mobile number: it starts with 6, 7, 8 or 9.',
  otpAllDigits: 'Please enter all 4 digits of the OTP',
  loginFailed: 'Login failed',
  otpVerificationFailed: 'OTP verification failed',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  otpWrong: 'The OTP you entered is incorrect',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpResendTooSoon: 'Please wait before requesting another OTP.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',

  // booking form, in the order the form checks them (spec 5)
  fullNameRequired: 'Full Name is required',
  fullNameMin: 'Full Name must be at least 3 characters',
  fullNameMax: 'Full Name must not exceed 15 characters',
  genderRequired: 'Please select your gender',
  contactRequired: 'Contact Number is required',
  contactTenDigits: 'Contact Number must be exactly 10 digits',
  contactIndianMobile: 'Contact Number must be an Indian mobile number starting with 6, 7, 8 or 9',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  occupationRequired: 'Occupation is required',
  b2bRequired: 'Please select B2B user type',

  // booking chain (spec 8)
  propertyIdRequired: 'Property ID is required',
  propertyAllotmentFailed: 'Property allotment failed',
  tenantCreationFailed: 'Tenant creation failed',
  somethingWentWrong: 'Something went wrong',
  missingAgreementData: 'Missing data for agreement allocation',
  agreementFailed: 'Failed to allocate agreement',
  agreementApiFailed: 'Agreement API failed',
  agreementAllocated: 'Agreement allocated successfully',
  bookingCreated: 'Room booked successfully',
  bookingExisting: 'You have already booked this room',
  noRoomsLeft: 'Sorry, no rooms of this type are left. Please choose another room option.',
  moveInDateRequired: 'Move-in date is required',
  moveInDateInPast: 'Move-in date cannot be before today',
  bookingHoldExpired: 'Your booking hold has expired. Please book again.',
  bookingCancelled: 'Your booking is cancelled and the room has been released.',
  bookingNotCancellable: 'This booking can no longer be cancelled.',
  moveInDateChanged: 'Your move-in date has been changed.',
  moveInDateNotChangeable: 'The move-in date of this booking cannot be changed. Set it from My Booking while the room is held.',
  moveInDateAlreadySet: 'Your move-in date is already set. Use Change move-in date on My Booking to move it.',
  dobInFuture: 'Date of birth cannot be in the future',
  dobTooYoung: 'You must be at least 16 years old to rent a room on Basera.',
  dobTooOld: 'Please check your date of birth: it gives an age over 100.',
  genderNotAdmitted: 'This property does not accept tenants of the selected gender. Please choose another property.',

  // filters (spec 5, 8)
  selectGender: '⚠️ Please select a gender.',

  // modals (spec 4, 8)
  requestSentTitle: 'Request Sent Successfully',
  requestFailedTitle: 'Something Went Wrong',
  requestFailedBody: "We couldn't process your request.",
  requestFailedHint: 'Please try again later. If the issue persists, contact our support team.',

  // profile, share, results (spec 4, 8)
  profileUpdated: 'Profile updated successfully',
  shareUnsupported: (link: string) => `Sharing not supported on this browser. Copy this link: ${link}`,
  noBookings: 'No Booking Available',
  noResults: 'No results found',
  bookingConfirmed: 'Congratulations! Your booking is confirmed! Thank you!',
  paymentFailedTitle: 'Something went wrong!',
  paymentFailedBody: 'Please try again to finish your payment!',
  unexpectedError: 'Unexpected Application Error!',

  // server-side refusals
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You are not allowed to access this resource.',
  notFound: 'Not found',
  propertyNotFound: 'Property not found',
  roomOptionNotFound: 'Room option not found',
  tenantNotFound: 'Tenant not found',
  bookingNotFound: 'Booking not found',
  cityNotFound: 'City not found',
  invalidRequest: 'Invalid request',
  bodyTooLarge: 'Request body is too large',
  serviceUnavailable: 'Service temporarily unavailable. Please try again shortly.',
  internalError: 'Internal Server Error',

  // server confirmations and refusals added with the server
  signedOut: 'Signed out successfully',
  localityNotFound: 'Locality not found',
  localityNotInCity: 'This locality is not in the chosen city',
  budgetMinAboveMax: 'Minimum budget must not exceed maximum budget',
  tenantAdded: 'Tenant added successfully',
  tenantExisting: 'Tenant already added',
  shortlistAdded: 'Added to your shortlist',
  shortlistRemoved: 'Removed from your shortlist',
  visitRequested: 'Visit requested. We will confirm the time with you.',
  contactReceived: 'Thank you! We will get back to you soon.',
  rentPaymentRecorded: 'Rent payment request recorded. No payment has been taken.',
  rentBookingRequired: 'Choose the booking you are paying rent for.',
  rentBookingNotLive: 'You can pay rent only for a booking the property has accepted.',
  rentAboveMonthly: (most: string, rent: string, maintenance: string) =>
    `The rent of this booking is at most ${most} a month (${rent} rent and ${maintenance} maintenance).`,
  rentMonthOutsideStay: (from: string, to: string) =>
    from === to ? `Choose ${from}, the month your stay begins.` : `Choose a month of your stay, from ${from} to ${to}.`,
  smsFailed: 'We could not send the OTP right now. Please try again shortly.',

  // trust (issue 20)
  placeNotFound: 'That place is not in our list of places. Choose one from the list.',
  reviewOnlyFromStay: 'Only tenants who have moved in to this property can review it.',
  reviewAlreadyPosted: 'You have already reviewed this stay.',
  reviewStars: 'Choose 1 to 5 stars.',
  reviewTitleRequired: 'Add a title to your review.',
  reviewTextRequired: 'Write a few words about your stay.',
  reviewTextTooShort: 'Write at least 20 characters about your stay.',
  reviewTextNeedsWords: 'Tell other tenants about your stay in words: at least 10 letters.',
  reviewTitleNeedsWords: 'Give your review a title in words.',
  reviewAfterMoveIn: 'You can review your stay once your move-in date has come.',
  reviewPosted: 'Thank you! Your review is on the property page.',
} as const
