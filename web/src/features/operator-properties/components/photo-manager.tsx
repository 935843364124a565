import { useId, useState, type ChangeEvent } from 'react'
import type { OperatorPhoto } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { toast, toastOutcome } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { useDeletePhoto, useReorderPhotos, useUploadPhoto } from '../api/photos'
import { photoStrings as t } from '../strings'
import styles from './photo-manager.module.css'

const MAX_PHOTOS = 20
const MAX_BYTES = 10 * 1024 * 1024
const TYPES = ['image/jpeg', 'image/png', 'image/webp']

interface Upload {
  key: string
  name: string
  progress: number
  error?: string
}

/** A file the server would refuse anyway, said before its bytes are sent (the server still checks every file). */
function refusal(file: File): string | null {
  if (!TYPES.includes(file.type)) return t.wrongType
  if (file.size > MAX_BYTES) return t.tooBig
  return null
}

/** Upload (with progress and per-file errors), reorder and delete a property's photos. */
export function PhotoManager({ propertyId, photos }: { propertyId: number; photos: readonly OperatorPhoto[] }) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const upload = useUploadPhoto(propertyId)
  const remove = useDeletePhoto(propertyId)
  const reorder = useReorderPhotos(propertyId)
  // the photo whose deletion waits for the operator's yes; its number as shown
  const [doomed, setDoomed] = useState<{ photo: OperatorPhoto; n: number } | null>(null)
  const inputId = useId()
  const hintId = useId()
  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const room = MAX_PHOTOS - photos.length
    if (files.length > room) toast.error(t.full)
    const queued = files.slice(0, Math.max(0, room)).map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }))
    setUploads((list) => [...list.filter((u) => u.error), ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))])
    // one at a time: the server converts each photo, and the order they were picked is the order they show
    for (const { file, key } of queued) {
      const refused = refusal(file)
      if (refused) {
        patch(key, { error: `${file.name} ${refused}` })
        continue
      }
      try {
        await upload.mutateAsync({ file, onProgress: (progress) => patch(key, { progress }) })
        setUploads((list) => list.filter((u) => u.key !== key))
      } catch (error) {
        patch(key, { error: t.failed(file.name, getErrorMessage(error)) })
      }
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.photo_id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    reorder.mutate(ids, { onError: toastOutcome.onError })
  }

  const onConfirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed.photo.photo_id, {
      onSuccess: () => {
        setDoomed(null)
        toast.success(t.removed)
      },
      onError: toastOutcome.onError,
    })
  }

  const full = photos.length >= MAX_PHOTOS
  return (
    <div className={styles.manager}>
      <p id={hintId} className={styles.hint}>
        {full ? t.full : t.hint}
      </p>
      <label htmlFor={inputId} className={`${styles.picker} ${full ? styles.disabled : ''}`}>
        {t.choose}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={TYPES.join(',')}
        multiple
        disabled={full}
        aria-describedby={hintId}
        onChange={(event) => void onFiles(event)}
      />
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} className={u.error ? styles.failed : undefined}>
              {u.error ? (
                <>
                  <span role="alert">{u.error}</span>
                  <button type="button" className={styles.linkButton} onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}>
                    {t.dismiss}
                  </button>
                </>
              ) : (
                <>
                  <span>{t.uploading(u.name)}</span>
                  <progress max={1} value={u.progress} aria-label={t.uploading(u.name)} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length === 0 ? (
        <p className={styles.none}>{t.none}</p>
      ) : (
        <ol className={styles.grid}>
          {photos.map((photo, index) => (
            <li key={photo.photo_id} className={styles.photo}>
              <img src={photo.card_url} alt={t.photoAlt(index + 1)} width={240} height={180} loading="lazy" />
              {index === 0 && <span className={styles.cover}>{t.cover}</span>}
              <div className={styles.tools}>
                <Button variant="outline" onClick={() => move(index, -1)} disabled={index === 0 || reorder.isPending} aria-label={t.moveUp(index + 1)}>
                  ↑
                </Button>
                <Button variant="outline" onClick={() => move(index, 1)} disabled={index === photos.length - 1 || reorder.isPending} aria-label={t.moveDown(index + 1)}>
                  ↓
                </Button>
                <Button variant="ghost" onClick={() => setDoomed({ photo, n: index + 1 })} disabled={remove.isPending} aria-label={t.remove(index + 1)}>
                  ✕
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Modal open={doomed !== null} onClose={() => setDoomed(null)} title={t.removeTitle(doomed?.n ?? 0)}>
        {doomed && <img src={doomed.photo.card_url} alt={t.photoAlt(doomed.n)} className={styles.doomed} width={240} height={180} />}
        <p>{t.removeConfirm}</p>
        <div className={styles.confirm}>
          <Button block busy={remove.isPending} onClick={onConfirmDelete}>
            {t.removeYes}
          </Button>
          <Button block variant="outline" onClick={() => setDoomed(null)}>
            {t.keep}
          </Button>
        </div>
      </Modal>
    </div>
  )
}
