import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router'
import { hasFilterParams } from '@basera/contract/search-filter'
import { AppLayout } from './layout/app-layout'
import { UnmatchedPath } from './layout/legacy-redirect'
import { RequireLead } from './layout/require-lead'
import type { FixedHead, RouteHandle } from './route-handle'
import { loadHome, loadLocality, loadProperty, loadSearch } from './page-loaders'
import { ErrorScreen } from './routes/error'
import { SplashScreen } from './routes/splash'

const tabs: RouteHandle = { tabs: true }
// public pages the server renders (with their data, title and description) before any script runs
const help = (module: string, path: string, title: FixedHead['title'], description: FixedHead['description']): RouteHandle =>
  ({ ssr: true, module, head: { path, title, description } })

// Screens load on demand so the first load stays small; each module names its screen.
const publicScreens: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/login-role').then((m) => ({ Component: m.LoginRoleScreen })) },
  { path: 'login/method', lazy: () => import('./routes/login-method').then((m) => ({ Component: m.LoginMethodScreen })) },
  { path: 'login/phone', lazy: () => import('./routes/login-phone').then((m) => ({ Component: m.LoginPhoneScreen })) },
  { path: 'login/verify', lazy: () => import('./routes/login-verify').then((m) => ({ Component: m.LoginVerifyScreen })) },
  { path: 'localities', handle: tabs, lazy: () => import('./routes/localities').then((m) => ({ Component: m.LocalitiesScreen })) },
  { path: 'filters', lazy: () => import('./routes/filters').then((m) => ({ Component: m.FiltersScreen })) },
  { path: 'city', lazy: () => import('./routes/city').then((m) => ({ Component: m.CityScreen })) },
  { path: 'home', handle: { ...tabs, ssr: true, module: 'src/app/routes/home.tsx', head: 'home' }, loader: loadHome, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeScreen })) },
  { path: 'search', handle: { ...tabs, ssr: (url: URL) => hasFilterParams(url.searchParams), module: 'src/app/routes/search.tsx', head: 'search' }, loader: loadSearch, lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchScreen })) },
  { path: 'pg-in/:city/:locality', handle: { ssr: true, module: 'src/app/routes/locality-page.tsx', head: 'locality' }, loader: loadLocality, lazy: () => import('./routes/locality-page').then((m) => ({ Component: m.LocalityPageScreen })) },
  { path: 'property/:id', handle: { ssr: true, module: 'src/app/routes/property.tsx', head: 'property' }, loader: loadProperty, lazy: () => import('./routes/property').then((m) => ({ Component: m.PropertyScreen })) },
  { path: 'property/:id/amenities', lazy: () => import('./routes/property-amenities').then((m) => ({ Component: m.PropertyAmenitiesScreen })) },
  { path: 'property/:id/rooms', handle: { ssr: true, module: 'src/app/routes/property-rooms.tsx', head: 'rooms' }, loader: loadProperty, lazy: () => import('./routes/property-rooms').then((m) => ({ Component: m.PropertyRoomsScreen })) },
  { path: 'compare', lazy: () => import('./routes/compare').then((m) => ({ Component: m.CompareScreen })) },
  { path: 'loan-options', handle: tabs, lazy: () => import('./routes/loan-options').then((m) => ({ Component: m.LoanOptionsScreen })) },
  { path: 'services', lazy: () => import('./routes/services').then((m) => ({ Component: m.ServicesScreen })) },
  { path: 'help', handle: help('src/app/routes/help.tsx', '/help', 'helpTitle', 'helpDescription'), lazy: () => import('./routes/help').then((m) => ({ Component: m.HelpScreen })) },
  { path: 'help/faq', handle: help('src/app/routes/faq.tsx', '/help/faq', 'faqTitle', 'helpDescription'), lazy: () => import('./routes/faq').then((m) => ({ Component: m.FaqScreen })) },
  { path: 'privacy', handle: help('src/app/routes/privacy.tsx', '/privacy', 'privacyTitle', 'privacyDescription'), lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyScreen })) },
  { path: 'terms', handle: help('src/app/routes/terms.tsx', '/terms', 'termsTitle', 'termsDescription'), lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsScreen })) },
  { path: 'contact', lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactScreen })) },
]

// The login guard: screens of a lead's own data. The locality picker and filter are public (PRODUCT.md:
// a visitor searches before signing in; the choice is saved to the profile after sign-in).
const guardedScreens: RouteObject[] = [
  { path: 'profile', handle: tabs, lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileScreen })) },
  { path: 'bookings', lazy: () => import('./routes/bookings').then((m) => ({ Component: m.BookingsScreen })) },
  { path: 'shortlist', lazy: () => import('./routes/shortlist').then((m) => ({ Component: m.ShortlistScreen })) },
  { path: 'my-properties', lazy: () => import('./routes/my-properties').then((m) => ({ Component: m.MyPropertiesScreen })) },
  { path: 'messages', handle: tabs, lazy: () => import('./routes/messages').then((m) => ({ Component: m.MessagesScreen })) },
  { path: 'messages/:threadId', lazy: () => import('./routes/messages').then((m) => ({ Component: m.MessageThreadScreen })) },
  { path: 'notifications', lazy: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsScreen })) },
  { path: 'category/:slug', lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryScreen })) },
  { path: 'payments', lazy: () => import('./routes/payments').then((m) => ({ Component: m.PaymentsScreen })) },
  // the gateway's checkout comes back to these two (contract/src/sandbox-gateway.ts)
  { path: 'payment-success', lazy: () => import('./routes/payment-result').then((m) => ({ Component: m.PaymentSuccessScreen })) },
  { path: 'payment-failed', lazy: () => import('./routes/payment-result').then((m) => ({ Component: m.PaymentFailedScreen })) },
  { path: 'pay-rent', lazy: () => import('./routes/pay-rent').then((m) => ({ Component: m.PayRentScreen })) },
  { path: 'leaving', lazy: () => import('./routes/leaving').then((m) => ({ Component: m.LeavingScreen })) },
]

export const routes: RouteObject[] = [
  // the operator console: one lazy chunk with its own screens (app/routes/operator-console.tsx), outside the tenant frame
  { path: 'operator/*', errorElement: <ErrorScreen />, lazy: () => import('./routes/operator-console').then((m) => ({ Component: m.OperatorConsole })) },
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <SplashScreen /> },
      ...publicScreens,
      { element: <RequireLead />, children: guardedScreens },
      // legacy paths of the spec's route table, and not found
      { path: '*', element: <UnmatchedPath /> },
    ],
  },
]

/** The app's router in the browser: it takes over the page the server rendered, with its data (hydration). */
export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData })
