import { lazy, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { DialogLoading } from '../../../components/modal-on-demand'
import { OnDemand } from '../../../components/on-demand'
import { useWantedOnce } from '../../../lib/idle'
import { useSession } from '../../../lib/session'
import { visitStrings } from '../strings'
import type { ScheduleVisitProps } from './visit-form'
import { useStrings } from '../../../lib/i18n'

// the sheets (the form's and the result's) are not in the property page's first load: they arrive once the page is
// idle, or at the first tap if that comes sooner; the form and its checks load when its sheet opens
const VisitSheets = lazy(() => import('./visit-sheets').then((m) => ({ default: m.VisitSheets })))

/** 'Schedule a visit': a sheet with a date (today or later, in India) and a time slot. */
export function ScheduleVisit({ propertyId, propertyName, address }: ScheduleVisitProps) {
  const s = useStrings(visitStrings)
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const sheetsWanted = useWantedOnce(open)

  const onOpen = () => {
    if (!session) void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)
    else setOpen(true)
  }

  return (
    <>
      <Button variant="outline" onClick={onOpen}>
        <Icon name="calendar" size={18} />
        {s.schedule}
      </Button>
      {sheetsWanted && (
        <OnDemand loading={open ? <DialogLoading /> : null} failed={null}>
          <VisitSheets open={open} onClose={() => setOpen(false)} propertyId={propertyId} propertyName={propertyName} address={address} />
        </OnDemand>
      )}
    </>
  )
}
