import { Link } from 'react-router'
import type { OperatorPropertySummary } from '@basera/contract/operator'
import { Button, buttonClass } from '../../../components/button'
import { toast, toastOutcome } from '../../../components/toast'
import { formatDate } from '../../../lib/format'
import { useConfirmAvailability } from '../api/save-property'
import { operatorPropertyStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'
import styles from './property-list.module.css'

function Availability({ property }: { property: OperatorPropertySummary }) {
  const confirmed = property.availability_confirmed_at
  const state = property.availability_hidden ? t.hidden : property.availability_stale ? t.stale : null
  return (
    <>
      <span className={table.muted}>{confirmed ? t.confirmed(formatDate(confirmed, 'en')) : t.neverConfirmed}</span>
      {state && <span className={`${table.badge} ${property.availability_hidden ? table.bad : table.warn}`}>{state}</span>}
    </>
  )
}

function Waiting({ property }: { property: OperatorPropertySummary }) {
  const id = property.property_id
  const items = [
    { n: property.new_bookings, text: t.newBookings, to: `/operator/bookings?status=confirmed&property_id=${id}` },
    { n: property.pending_visits, text: t.pendingVisits, to: `/operator/visits?status=requested&property_id=${id}` },
    { n: property.open_requests, text: t.openRequests, to: `/operator/requests?handled=false&property_id=${id}` },
    { n: property.unreplied_reviews, text: t.unrepliedReviews, to: `/operator/reviews?replied=false&property_id=${id}` },
  ].filter((item) => item.n > 0)
  if (items.length === 0) return <span className={table.muted}>{t.waitingNone}</span>
  return (
    <ul className={styles.waiting}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{item.text(item.n)}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The operator's properties: a table on a laptop, cards on a phone; confirm availability in one tap. */
export function PropertyList({ properties, showOwner }: { properties: readonly OperatorPropertySummary[]; showOwner: boolean }) {
  const confirm = useConfirmAvailability()
  const firstStale = properties.find((p) => p.availability_stale || p.availability_hidden)?.property_id

  const onConfirm = (property: OperatorPropertySummary) =>
    confirm.mutate(property.property_id, {
      onSuccess: (reply) => toast.success(reply.message || t.confirmedToast),
      onError: toastOutcome.onError,
    })

  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.property}</th>
          {showOwner && <th scope="col">{t.columns.owner}</th>}
          <th scope="col">{t.columns.status}</th>
          <th scope="col">{t.columns.waiting}</th>
          <th scope="col">{t.columns.availability}</th>
          <th scope="col">{t.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {properties.map((property) => (
          <tr key={property.property_id} id={property.property_id === firstStale ? 'stale' : undefined}>
            <td>
              <div className={styles.nameCell}>
                {property.photo ? (
                  <img src={property.photo} alt="" width={64} height={48} className={styles.thumb} loading="lazy" />
                ) : (
                  <span className={styles.noThumb}>{t.noPhoto}</span>
                )}
                <div>
                  <Link to={`/operator/properties/${property.property_id}`} className={table.strong}>
                    {property.property_name}
                  </Link>
                  <div className={table.muted}>
                    {property.locality_name}, {property.city_name}
                  </div>
                </div>
              </div>
            </td>
            {showOwner && (
              <td data-label={t.columns.owner}>
                {property.owner_name ? (
                  <>
                    <span className={table.strong}>{property.owner_name}</span>
                    {property.owner_phone && <div className={table.muted}>{property.owner_phone}</div>}
                  </>
                ) : (
                  <span className={table.muted}>{t.noOwner}</span>
                )}
              </td>
            )}
            <td data-label={t.columns.status}>
              <span className={`${table.badge} ${property.published ? table.good : ''}`}>{property.published ? t.published : t.draft}</span>
              <div className={table.muted}>{t.roomsFree(property.available_rooms, property.room_option_count)}</div>
            </td>
            <td data-label={t.columns.waiting}>
              <Waiting property={property} />
            </td>
            <td data-label={t.columns.availability}>
              <div className={styles.availability}>
                <Availability property={property} />
              </div>
            </td>
            <td>
              <div className={table.actions}>
                <Button
                  variant="outline"
                  onClick={() => onConfirm(property)}
                  busy={confirm.isPending && confirm.variables === property.property_id}
                  aria-label={t.confirmLabel(property.property_name)}
                >
                  {t.confirm}
                </Button>
                <Link to={`/operator/properties/${property.property_id}`} className={buttonClass('ghost')} aria-label={t.editLabel(property.property_name)}>
                  {t.edit}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
