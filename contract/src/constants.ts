// Business constants and limits of spec section 9, shared by the server and the web client.

export const PHONE_DIGITS = 10
export const COUNTRY_CODE = '91'
export const OTP_DIGITS = 4
export const FULL_NAME_MIN = 3
export const FULL_NAME_MAX = 15
export const LOCALITY_SEARCH_MAX = 30
export const TEXT_INPUT_MAX = 50
/** A tenant's age (from the date of birth, on today's date in Asia/Kolkata), both inclusive. */
export const TENANT_AGE_MIN = 16
export const TENANT_AGE_MAX = 100

export const PRICE_MIN = 1000
export const PRICE_MAX = 50000
/** The two slider handles must stay MORE than this apart. */
export const PRICE_MIN_GAP = 500
export const DEFAULT_PRICE_RANGE = { min: 2000, max: 8000 } as const
export const HOME_PRICE_RANGE = { min: 1000, max: 30000 } as const

export const CAROUSEL_AUTOPLAY_MS = 3000
export const SLIDER_DEBOUNCE_MS = 150
export const SPLASH_MS = 3000
export const TOAST_MS = 2000
export const SCROLL_TOP_DELAY_MS = 10

/** Popular localities are the 5th to 8th of the city's list. */
export const POPULAR_LOCALITIES_SLICE = [4, 8] as const
export const AMENITIES_SHOWN = 6
export const FEATURE_TAGS_SHOWN = 3
export const EARTH_RADIUS_KM = 6371

export const DRAWER_WIDTH_PX = 300
export const DRAWER_ANIMATION_S = 0.3
export const LAYOUT_MAX_WIDTH_PX = 650

export const OTP_TTL_SECONDS = 5 * 60
export const OTP_MAX_TRIES = 5
export const OTP_RESEND_SECONDS = 30
/** A booking holds its room this long until it is requested (move-in date set, token paid), then the room comes back. */
export const BOOKING_HOLD_MINUTES = 30
/** A move-in date is today to this many days ahead (Asia/Kolkata). */
export const MOVE_IN_MAX_DAYS = 90
/** A requested booking whose token is paid: the owner answers within this many hours, or the token is refunded in full. */
export const OWNER_ANSWER_HOURS = 48

export const INDIA_TIME_ZONE = 'Asia/Kolkata'

export const CITIES = [
  { city_id: 1, city_name: 'Delhi' },
  { city_id: 2, city_name: 'Noida' },
  { city_id: 3, city_name: 'Gurugram' },
] as const
export type CityName = (typeof CITIES)[number]['city_name']

export const GENDERS = ['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_OTHER'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_UNSPECIFIED = 'GENDER_UNSPECIFIED'
export const GENDER_LABELS: Record<Gender, string> = {
  GENDER_MALE: 'Male',
  GENDER_FEMALE: 'Female',
  GENDER_OTHER: 'Other',
}

export const OCCUPATIONS = ['Student', 'Working'] as const
export const B2B_CHOICES = ['Yes', 'No'] as const

export const SERVICE_NAMES = [
  'PURCHASE LEADS OF TENANTS',
  'PROPERTY MANAGEMENT APP',
  'LOANS',
  'ELECTRICITY PREPAID METER',
  'LOAN ON SECURITY DEPOSIT',
  'RENT NOW PAY LATER',
  'LOAN FOR OWNERS/ OPERATORS',
] as const

export const EVENT_NAMES = ['VIEW_PROPERTY', 'Banner', 'REQUEST_CALLBACK'] as const
export type EventName = (typeof EVENT_NAMES)[number]

/** The home page's property lists, top to bottom (keys of the home sections answer). */
export const HOME_PROPERTY_SECTIONS = ['smart_suggestions', 'perfect_match', 'best_for_you', 'budget_friendly'] as const
export type HomePropertySection = (typeof HOME_PROPERTY_SECTIONS)[number]

/** The id of the JSON block in which the server hands a page its first data (a search link, Home). */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

/** Availability confirmed longer ago than this is shown in amber, not with the fresh green check. */
export const AVAILABILITY_FRESH_DAYS = 7
/** Past this, availability 'may be out of date' (PRODUCT.md). */
export const AVAILABILITY_STALE_DAYS = 30
/** 'Only N left' appears only when this few are left: a scarcity badge on every card is noise. */
export const FEW_LEFT = 2
