// Every English strings object of the tenant app beside its Hindi: one chunk, loaded only for Hindi readers (and by
// the server, which renders pages in Hindi too); `registerHindi` (lib/i18n.ts) makes each Hindi table from it.
// A strings object missing here, or a key missing in its Hindi, fails `hindi-translations.test.ts`.
// The Devanagari face is declared in the first load (styles/devanagari.css) and downloads as Hindi is drawn.
import { GENDER_LABELS } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import type { Hindi, Translation } from '../lib/i18n'
import * as hiMessages from '../lib/messages.hi'
import { listingWords } from '../lib/listing-words'
import * as hiListingWords from '../lib/listing-words.hi'
import { libStrings } from '../lib/strings'
import * as hiLib from '../lib/strings.hi'
import { componentStrings } from '../components/strings'
import { cancellationStrings } from '../components/cancellation-strings'
import * as hiCancellation from '../components/cancellation-strings.hi'
import { rentTermsStrings } from '../components/rent-terms-strings'
import * as hiRentTerms from '../components/rent-terms-strings.hi'
import * as hiComponents from '../components/strings.hi'
import { headStrings } from './head-strings'
import * as hiHead from './head-strings.hi'
import { layoutStrings } from './layout/strings'
import * as hiLayout from './layout/strings.hi'
import { localityPageStrings } from './routes/locality-page-strings'
import * as hiLocalityPage from './routes/locality-page-strings.hi'
import { myPropertiesStrings } from './routes/my-properties-strings'
import * as hiMyProperties from './routes/my-properties-strings.hi'
import { profileStrings } from './routes/profile-strings'
import * as hiProfile from './routes/profile-strings.hi'
import { authStrings } from '../features/auth/strings'
import * as hiAuth from '../features/auth/strings.hi'
import { bookingStrings } from '../features/booking/strings'
import * as hiBooking from '../features/booking/strings.hi'
import { bookingListStrings } from '../features/booking/list-strings'
import * as hiBookings from '../features/booking/list-strings.hi'
import { contactStrings } from '../features/contact/strings'
import * as hiContact from '../features/contact/strings.hi'
import { contentStrings } from '../features/content/strings'
import * as hiContent from '../features/content/strings.hi'
import { faqItems } from '../features/help/faq-text'
import * as hiFaq from '../features/help/faq-text.hi'
import { privacySections, termsSections } from '../features/help/policy-text'
import * as hiPolicy from '../features/help/policy-text.hi'
import { helpStrings } from '../features/help/strings'
import * as hiHelp from '../features/help/strings.hi'
import { homeStrings } from '../features/home/strings'
import { compareStrings } from '../features/compare/strings'
import * as hiCompare from '../features/compare/strings.hi'
import { comparePageStrings } from '../features/compare/page-strings'
import * as hiComparePage from '../features/compare/page-strings.hi'
import * as hiHome from '../features/home/strings.hi'
import { interestStrings, loanOffers, serviceOffers } from '../features/interest/strings'
import * as hiInterest from '../features/interest/strings.hi'
import { localityStrings } from '../features/localities/strings'
import * as hiLocalities from '../features/localities/strings.hi'
import { notificationStrings } from '../features/notifications/strings'
import * as hiNotifications from '../features/notifications/strings.hi'
import { channelStrings } from '../features/notify-preferences/strings'
import * as hiChannels from '../features/notify-preferences/strings.hi'
import { pushStrings } from '../features/push/strings'
import * as hiPush from '../features/push/strings.hi'
import { autopayStrings } from '../features/autopay/strings'
import * as hiAutopay from '../features/autopay/strings.hi'
import { payRentStrings } from '../features/pay-rent/strings'
import * as hiPayRent from '../features/pay-rent/strings.hi'
import { leavingStrings } from '../features/leaving/strings'
import * as hiLeaving from '../features/leaving/strings.hi'
import { paymentStrings } from '../features/payments/strings'
import * as hiPayments from '../features/payments/strings.hi'
import { propertyStrings } from '../features/properties/strings'
import * as hiProperties from '../features/properties/strings.hi'
import { requestStrings } from '../features/requests/strings'
import * as hiRequests from '../features/requests/strings.hi'
import { searchStrings } from '../features/search/strings'
import * as hiSearch from '../features/search/strings.hi'
import { roomFilterStrings } from '../features/search/room-strings'
import * as hiRoomFilters from '../features/search/room-strings.hi'
import { savedSearchStrings } from '../features/saved-searches/strings'
import * as hiSavedSearches from '../features/saved-searches/strings.hi'
import { shortlistStrings } from '../features/shortlist/strings'
import * as hiShortlist from '../features/shortlist/strings.hi'
import { visitStrings } from '../features/visits/strings'
import { messageStrings } from '../features/messages/strings'
import * as hiMessageStrings from '../features/messages/strings.hi'
import * as hiVisits from '../features/visits/strings.hi'

/** Pairs an English object with its Hindi; the type refuses a Hindi that lacks a key or changes arguments. */
const pair = <T extends object>(english: T, hindi: Hindi<T>): Translation => ({ english, hindi })

export const hindiTranslations: readonly Translation[] = [
  pair(messages, hiMessages.messages),
  pair(GENDER_LABELS, hiMessages.GENDER_LABELS),
  pair(libStrings, hiLib.libStrings),
  pair(listingWords, hiListingWords.listingWords),
  pair(componentStrings, hiComponents.componentStrings),
  pair(cancellationStrings, hiCancellation.cancellationStrings),
  pair(rentTermsStrings, hiRentTerms.rentTermsStrings),
  pair(headStrings, hiHead.headStrings),
  pair(layoutStrings, hiLayout.layoutStrings),
  pair(localityPageStrings, hiLocalityPage.localityPageStrings),
  pair(myPropertiesStrings, hiMyProperties.myPropertiesStrings),
  pair(profileStrings, hiProfile.profileStrings),
  pair(authStrings, hiAuth.authStrings),
  pair(bookingStrings, hiBooking.bookingStrings),
  pair(bookingListStrings, hiBookings.bookingListStrings),
  pair(contactStrings, hiContact.contactStrings),
  pair(contentStrings, hiContent.contentStrings),
  pair(faqItems, hiFaq.faqItems),
  pair(privacySections, hiPolicy.privacySections),
  pair(termsSections, hiPolicy.termsSections),
  pair(helpStrings, hiHelp.helpStrings),
  pair(homeStrings, hiHome.homeStrings),
  pair(compareStrings, hiCompare.compareStrings),
  pair(comparePageStrings, hiComparePage.comparePageStrings),
  pair(interestStrings, hiInterest.interestStrings),
  pair(loanOffers, hiInterest.loanOffers),
  pair(serviceOffers, hiInterest.serviceOffers),
  pair(localityStrings, hiLocalities.localityStrings),
  pair(notificationStrings, hiNotifications.notificationStrings),
  pair(channelStrings, hiChannels.channelStrings),
  pair(pushStrings, hiPush.pushStrings),
  pair(messageStrings, hiMessageStrings.messageStrings),
  pair(payRentStrings, hiPayRent.payRentStrings),
  pair(leavingStrings, hiLeaving.leavingStrings),
  pair(autopayStrings, hiAutopay.autopayStrings),
  pair(paymentStrings, hiPayments.paymentStrings),
  pair(propertyStrings, hiProperties.propertyStrings),
  pair(requestStrings, hiRequests.requestStrings),
  pair(searchStrings, hiSearch.searchStrings),
  pair(roomFilterStrings, hiRoomFilters.roomFilterStrings),
  pair(savedSearchStrings, hiSavedSearches.savedSearchStrings),
  pair(shortlistStrings, hiShortlist.shortlistStrings),
  pair(visitStrings, hiVisits.visitStrings),
]
