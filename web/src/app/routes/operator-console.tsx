import { Link, Navigate, useParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { EmptyState } from '../../components/states'
import { operatorAuthStrings } from '../../features/operator-auth/strings'
import { OperatorAuditScreen } from './operator-audit'
import { OperatorBookingsScreen } from './operator-bookings'
import { OperatorLayout } from './operator-layout'
import { OperatorMessagesScreen } from './operator-messages'
import { OperatorMoneyScreen } from './operator-money'
import { OperatorNotifySettingsScreen } from './operator-notify-settings'
import { OperatorPayoutScreen } from './operator-payout'
import { OperatorPropertiesScreen } from './operator-properties'
import { EditPropertyScreen, NewPropertyScreen } from './operator-property'
import { OperatorRequestsScreen } from './operator-requests'
import { OperatorReviewsScreen } from './operator-reviews'
import { OperatorPhoneScreen, OperatorVerifyScreen } from './operator-sign-in'
import { OperatorTeamScreen } from './operator-team'
import { OperatorVisitsScreen } from './operator-visits'

// The operator console, one lazy chunk behind the router's single `operator/*` entry. Its screens are picked
// here from the rest of the path rather than by a nested <Routes>: that component is code the tenant app never
// uses, and react-router's code sits in the tenant's first load (which must not grow for the console).
const screens: Record<string, () => React.ReactNode> = {
  '': () => <OperatorPropertiesScreen />,
  properties: () => <Navigate to="/operator" replace />,
  'properties/new': () => <NewPropertyScreen />,
  bookings: () => <OperatorBookingsScreen />,
  visits: () => <OperatorVisitsScreen />,
  requests: () => <OperatorRequestsScreen />,
  messages: () => <OperatorMessagesScreen />,
  reviews: () => <OperatorReviewsScreen />,
  money: () => <OperatorMoneyScreen />,
  payout: () => <OperatorPayoutScreen />,
  team: () => <OperatorTeamScreen />,
  audit: () => <OperatorAuditScreen />,
  notifications: () => <OperatorNotifySettingsScreen />,
}

function ConsoleScreen({ path }: { path: string }) {
  const screen = screens[path]
  if (screen) return screen()
  const property = /^properties\/(\d{1,10})$/.exec(path)
  if (property) return <EditPropertyScreen key={property[1]} propertyId={Number(property[1])} />
  return (
    <EmptyState title={operatorAuthStrings.notFound}>
      <Link to="/operator" className={buttonClass()}>
        {operatorAuthStrings.backToConsole}
      </Link>
    </EmptyState>
  )
}

export function OperatorConsole() {
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '')
  if (path === 'sign-in') return <OperatorPhoneScreen />
  if (path === 'sign-in/verify') return <OperatorVerifyScreen />
  return (
    <OperatorLayout>
      <ConsoleScreen path={path} />
    </OperatorLayout>
  )
}
