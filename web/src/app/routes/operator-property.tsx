import { Link, useNavigate } from 'react-router'
import type { OperatorProperty } from '@basera/contract/operator'
import { Button } from '../../components/button'
import { ErrorState, Loading } from '../../components/states'
import { toast, toastOutcome } from '../../components/toast'
import { ApiError, getErrorMessage } from '../../lib/api-client'
import { useOperatorSession } from '../../lib/operator-session'
import { useOperatorProperty } from '../../features/operator-properties/api/get-property'
import { useCreateProperty, useUpdateProperty } from '../../features/operator-properties/api/save-property'
import { CancellationTermsEditor } from '../../features/operator-properties/components/cancellation-terms-editor'
import { PhotoManager } from '../../features/operator-properties/components/photo-manager'
import { PropertyForm } from '../../features/operator-properties/components/property-form'
import { RentTermsEditor } from '../../features/operator-properties/components/rent-terms-editor'
import { RoomOptions } from '../../features/operator-properties/components/room-options'
import { cancellationEditorStrings, photoStrings, propertyFormStrings as t, rentTermsEditorStrings, roomStrings } from '../../features/operator-properties/strings'
import { useOperatorTeam } from '../../features/operator-team/api/team'
import styles from './operator.module.css'

function BackLink() {
  return (
    <Link to="/operator" className={styles.back}>
      ← {t.back}
    </Link>
  )
}

/** An admin lists a property for one of the owners. */
function useOwners(enabled: boolean) {
  const team = useOperatorTeam(enabled)
  return enabled ? (team.data ?? []).filter((m) => m.role === 'owner') : undefined
}

/** `/operator/properties/new`: the details first; photos and rooms once it exists. */
export function NewPropertyScreen() {
  const session = useOperatorSession()
  const navigate = useNavigate()
  const create = useCreateProperty()
  const owners = useOwners(session?.role === 'admin')
  return (
    <>
      <BackLink />
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.newTitle}</h1>
      </div>
      <PropertyForm
        owners={owners}
        onCreate={async (body) => {
          const reply = await create.mutateAsync(body)
          toast.success(t.created)
          void navigate(`/operator/properties/${reply.data.property_id}`, { replace: true })
        }}
      />
    </>
  )
}

/** Publish or unpublish (owners and admins); a manager reads the state, as the server refuses them the switch. */
function Visibility({ property, canPublish }: { property: OperatorProperty; canPublish: boolean }) {
  const update = useUpdateProperty(property.property_id)
  const onToggle = () =>
    update.mutate(
      { published: !property.published },
      {
        onSuccess: (reply) => toast.success(reply.message ?? (reply.data.published ? t.publishedToast : t.unpublishedToast)),
        onError: toastOutcome.onError,
      },
    )
  return (
    <section className={styles.section} aria-labelledby="visibility-title">
      <h2 id="visibility-title" className={styles.sectionTitle}>
        {t.publishTitle}
      </h2>
      <div className={styles.signInCard}>
        <p>{property.published ? t.publishedNow : t.draftNow}</p>
        <div className={styles.filters}>
          {canPublish ? (
            <Button variant={property.published ? 'outline' : 'primary'} busy={update.isPending} onClick={onToggle}>
              {property.published ? t.unpublish : t.publish}
            </Button>
          ) : (
            <span className={styles.muted}>{t.publishOwnerOnly}</span>
          )}
          {property.published && (
            <a href={`/property/${property.property_id}`} target="_blank" rel="noreferrer" className={styles.back}>
              {t.viewAsTenant}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}

const detailsKey = ({ photos: _p, room_options: _r, published: _pub, availability_confirmed_at: _a, cancellation_terms: _c, rent_day: _d, late_fee: _f, ...details }: OperatorProperty) =>
  JSON.stringify(details)

/** One property's visibility, photos, room options and details. */
export function EditPropertyScreen({ propertyId }: { propertyId: number }) {
  const session = useOperatorSession()
  const property = useOperatorProperty(propertyId)
  const update = useUpdateProperty(propertyId)
  if (property.isPending) return <Loading />
  if (property.isError) {
    const missing = property.error instanceof ApiError && (property.error.status === 404 || property.error.status === 403)
    return (
      <>
        <BackLink />
        <ErrorState message={missing ? t.notFound : getErrorMessage(property.error)} onRetry={missing ? undefined : () => void property.refetch()} />
      </>
    )
  }
  const data = property.data
  const manager = session?.role === 'manager'
  return (
    <>
      <BackLink />
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{data.property_name}</h1>
      </div>
      <Visibility property={data} canPublish={!manager} />
      <section className={styles.section} aria-labelledby="photos-title">
        <h2 id="photos-title" className={styles.sectionTitle}>
          {photoStrings.title}
        </h2>
        <PhotoManager propertyId={propertyId} photos={data.photos} />
      </section>
      <section className={styles.section} aria-labelledby="rooms-title">
        <h2 id="rooms-title" className={styles.sectionTitle}>
          {roomStrings.title}
        </h2>
        <RoomOptions propertyId={propertyId} options={data.room_options} roomsOnly={manager} />
      </section>
      <section className={styles.section} aria-labelledby="terms-title">
        <h2 id="terms-title" className={styles.sectionTitle}>
          {cancellationEditorStrings.title}
        </h2>
        <CancellationTermsEditor
          // a saved answer starts the rows afresh from what the server kept
          key={JSON.stringify(data.cancellation_terms)}
          propertyId={propertyId}
          terms={data.cancellation_terms}
          readOnly={manager}
        />
      </section>
      <section className={styles.section} aria-labelledby="rent-terms-title">
        <h2 id="rent-terms-title" className={styles.sectionTitle}>
          {rentTermsEditorStrings.title}
        </h2>
        <RentTermsEditor
          // a saved answer starts the form afresh from what the server kept
          key={JSON.stringify([data.rent_day, data.late_fee])}
          propertyId={propertyId}
          terms={{ rent_day: data.rent_day, late_fee: data.late_fee }}
          feeReadOnly={manager}
        />
      </section>
      <section className={styles.section} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.sectionTitle}>
          {t.detailsTitle}
        </h2>
        <PropertyForm
          // a saved answer starts the form afresh from what the server kept (a photo or room change leaves typing alone)
          key={detailsKey(data)}
          property={data}
          onUpdate={async (body) => {
            const reply = await update.mutateAsync(body)
            toast.success(reply.message ?? t.saved)
          }}
        />
      </section>
    </>
  )
}
