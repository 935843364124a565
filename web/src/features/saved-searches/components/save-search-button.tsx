import { lazy, useState } from 'react'
import type { SearchFilter } from '@basera/contract/search-filter'
import { Button } from '../../../components/button'
import { ModalOnDemand } from '../../../components/modal-on-demand'
import { OnDemand } from '../../../components/on-demand'
import { ErrorState, Loading } from '../../../components/states'
import { savedSearchStrings } from '../strings'
import { useStrings } from '../../../lib/i18n'

// the form and its checks (zod, through the contract's schema) load when the sheet opens, not with the results
const SaveSearchForm = lazy(() => import('./save-search-form').then((m) => ({ default: m.SaveSearchForm })))

/** Saves the results' search under a name (signed-in tenants). */
export function SaveSearchButton({ leadId, filter }: { leadId: number; filter: SearchFilter }) {
  const text = useStrings(savedSearchStrings)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>{text.save}</Button>
      <ModalOnDemand open={open} onClose={() => setOpen(false)} title={text.dialogTitle} variant="sheet">
        {open && (
          <OnDemand loading={<Loading />} failed={<ErrorState />}>
            <SaveSearchForm leadId={leadId} filter={filter} onDone={() => setOpen(false)} />
          </OnDemand>
        )}
      </ModalOnDemand>
    </>
  )
}
