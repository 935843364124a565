import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppLayout, type RouteHandle } from './layout/app-layout'
import { UnmatchedPath } from './layout/legacy-redirect'
import { RequireLead } from './layout/require-lead'
import { prefetchHome, prefetchProperty, prefetchSearch } from './route-prefetch'
import { ErrorScreen } from './routes/error'
import { SplashScreen } from './routes/splash'

const tabs: RouteHandle = { tabs: true }

// Screens load on demand so the first load stays small; each module names its screen.
const publicScreens: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/login-role').then((m) => ({ Component: m.LoginRoleScreen })) },
  { path: 'login/method', lazy: () => import('./routes/login-method').then((m) => ({ Component: m.LoginMethodScreen })) },
  { path: 'login/phone', lazy: () => import('./routes/login-phone').then((m) => ({ Component: m.LoginPhoneScreen })) },
  { path: 'login/verify', lazy: () => import('./routes/login-verify').then((m) => ({ Component: m.LoginVerifyScreen })) },
  { path: 'localities', handle: tabs, lazy: () => import('./routes/localities').then((m) => ({ Component: m.LocalitiesScreen })) },
  { path: 'filters', lazy: () => import('./routes/filters').then((m) => ({ Component: m.FiltersScreen })) },
  { path: 'city', lazy: () => import('./routes/city').then((m) => ({ Component: m.CityScreen })) },
  { path: 'home', handle: tabs, loader: prefetchHome, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeScreen })) },
  { path: 'search', handle: tabs, loader: prefetchSearch, lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchScreen })) },
  { path: 'property/:id', loader: prefetchProperty, lazy: () => import('./routes/property').then((m) => ({ Component: m.PropertyScreen })) },
  { path: 'property/:id/amenities', lazy: () => import('./routes/property-amenities').then((m) => ({ Component: m.PropertyAmenitiesScreen })) },
  { path: 'property/:id/rooms', lazy: () => import('./routes/property-rooms').then((m) => ({ Component: m.PropertyRoomsScreen })) },
  { path: 'compare', lazy: () => import('./routes/compare').then((m) => ({ Component: m.CompareScreen })) },
  { path: 'loan-options', handle: tabs, lazy: () => import('./routes/loan-options').then((m) => ({ Component: m.LoanOptionsScreen })) },
  { path: 'services', lazy: () => import('./routes/services').then((m) => ({ Component: m.ServicesScreen })) },
  { path: 'help', lazy: () => import('./routes/help').then((m) => ({ Component: m.HelpScreen })) },
  { path: 'help/faq', lazy: () => import('./routes/faq').then((m) => ({ Component: m.FaqScreen })) },
  { path: 'privacy', lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyScreen })) },
  { path: 'terms', lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsScreen })) },
  { path: 'contact', lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactScreen })) },
]

// The login guard: screens of a lead's own data. The locality picker and filter are public (PRODUCT.md:
// a visitor searches before signing in; the choice is saved to the profile after sign-in).
const guardedScreens: RouteObject[] = [
  { path: 'profile', handle: tabs, lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileScreen })) },
  { path: 'bookings', lazy: () => import('./routes/bookings').then((m) => ({ Component: m.BookingsScreen })) },
  { path: 'shortlist', lazy: () => import('./routes/shortlist').then((m) => ({ Component: m.ShortlistScreen })) },
  { path: 'my-properties', lazy: () => import('./routes/my-properties').then((m) => ({ Component: m.MyPropertiesScreen })) },
  { path: 'notifications', lazy: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsScreen })) },
  { path: 'category/:slug', lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryScreen })) },
  { path: 'pay-rent', lazy: () => import('./routes/pay-rent').then((m) => ({ Component: m.PayRentScreen })) },
]

const routes: RouteObject[] = [
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

/** The app's router; made when the app starts (main.tsx), as it begins loading the first screen and its data. */
export const createAppRouter = () => createBrowserRouter(routes)

type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Resolves with the router once its first screen's code and data are in (lazy routes, loaders). The app renders
 * then, not before: until then the router would only draw an empty frame over the boot frame (its
 * HydrateFallback), a render and a layout for nothing on a slow phone's busiest moment.
 */
export function firstScreenReady(router: AppRouter): Promise<AppRouter> {
  if (router.state.initialized) return Promise.resolve(router)
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve(router)
    })
  })
}
