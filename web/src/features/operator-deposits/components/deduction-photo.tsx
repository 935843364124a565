import { useId, useState, type ChangeEvent } from 'react'
import { deductionPhotoName } from '@basera/contract/leaving'
import { Button } from '../../../components/button'
import { getErrorMessage } from '../../../lib/api-client'
import { usePrivatePhoto } from '../../../lib/private-photo'
import { loadDeductionPhoto, useUploadDeductionPhoto } from '../api/deposits'
import { depositStrings as t } from '../strings'
import styles from './deposits.module.css'

/**
 * A deduction line's photo: "Add photo" (the phone's camera on a phone), the upload's progress, a thumbnail once
 * uploaded, "Remove", and the server's message on a refused file. `photo` is the uploaded photo's path ('' none).
 */
export function DeductionPhotoField({ bookingId, line, photo, onChange }: { bookingId: number; line: number; photo: string; onChange: (photo: string) => void }) {
  const inputId = useId()
  const upload = useUploadDeductionPhoto(bookingId)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const shown = usePrivatePhoto(deductionPhotoName(photo) === null ? null : photo, loadDeductionPhoto)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    setProgress(0)
    try {
      const reply = await upload.mutateAsync({ file, onProgress: setProgress })
      onChange(reply.photo)
    } catch (failure) {
      setError(getErrorMessage(failure))
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className={styles.photo}>
      {photo !== '' && (
        <div className={styles.photoDone}>
          {shown.url ? <img className={styles.thumb} src={shown.url} alt={t.photoOf(line)} /> : <span className={styles.thumb} aria-hidden="true" />}
          <span>{shown.failed ? t.photoUnavailable : t.photoAdded}</span>
          <Button variant="ghost" onClick={() => onChange('')} aria-label={t.removePhoto(line)}>{t.remove}</Button>
        </div>
      )}
      {photo === '' && progress === null && (
        <>
          <label htmlFor={inputId} className={styles.picker}>{t.addPhoto}</label>
          <input id={inputId} className="visually-hidden" type="file" accept="image/*" capture="environment" aria-label={t.addPhotoTo(line)} onChange={(e) => void onFile(e)} />
        </>
      )}
      {progress !== null && (
        <div className={styles.photoDone} aria-live="polite">
          <span>{t.uploadingPhoto}</span>
          <progress max={1} value={progress} aria-label={t.uploadingPhotoOf(line)} />
        </div>
      )}
      {error && <p className={styles.photoError} role="alert">{error}</p>}
    </div>
  )
}
