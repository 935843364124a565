import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/button'
import { ListStates } from '../../components/states'
import { useOperatorSession } from '../../lib/operator-session'
import { useOperatorProperties, useOperatorPropertyPage } from '../../features/operator-properties/api/list-properties'
import { AttentionSummary } from '../../features/operator-properties/components/attention-summary'
import { PropertyList } from '../../features/operator-properties/components/property-list'
import { PropertyListControls, PropertyPager, type PropertySort } from '../../features/operator-properties/components/property-list-controls'
import { operatorPropertyStrings as t } from '../../features/operator-properties/strings'
import { useDebouncedValue } from '../../features/search/use-debounced-value'
import styles from './operator.module.css'

const SEARCH_DEBOUNCE_MS = 250

/** The console's home: what needs attention across the operator's properties, then the properties (search, sort, pages). */
export function OperatorPropertiesScreen() {
  const session = useOperatorSession()
  const all = useOperatorProperties()
  const [q, setQ] = useState('')
  const [sort, setSort] = useState<PropertySort>('name')
  const [page, setPage] = useState(1)
  const settledQ = useDebouncedValue(q, SEARCH_DEBOUNCE_MS)
  const list = useOperatorPropertyPage({ q: settledQ, sort, page })
  const canAdd = session?.role !== 'manager'
  const searching = settledQ.trim() !== ''

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
        {canAdd && (
          <Link to="/operator/properties/new" className={buttonClass()}>
            {t.add}
          </Link>
        )}
      </div>
      <ListStates query={all} items={all.data} loadingLabel={t.loading} skeleton={{ height: 90, count: 4 }} emptyTitle={t.empty} emptyBody={canAdd ? t.emptyBody : t.emptyManager}>
        {(properties) => (
          <>
            <AttentionSummary properties={properties} />
            <PropertyListControls
              q={q}
              sort={sort}
              onSearch={(next) => {
                setQ(next)
                setPage(1)
              }}
              onSort={(next) => {
                setSort(next)
                setPage(1)
              }}
            />
            <ListStates
              query={list}
              items={list.data?.data}
              loadingLabel={t.loading}
              skeleton={{ height: 90, count: 4 }}
              emptyTitle={searching ? t.noMatch(settledQ.trim()) : t.empty}
              emptyBody=""
            >
              {(rows) => <PropertyList properties={rows} showOwner={session?.role === 'admin'} />}
            </ListStates>
            {list.data && list.data.total > list.data.page_size && (
              <PropertyPager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />
            )}
          </>
        )}
      </ListStates>
    </>
  )
}
