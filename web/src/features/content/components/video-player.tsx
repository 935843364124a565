import { useEffect, useId, useRef } from 'react'
import type { HomepageContent } from '@basera/contract/engagement'
import { Icon } from '../../../components/icon'
import { contentStrings } from '../strings'
import styles from './video-player.module.css'
import { useStrings } from '../../../lib/i18n'

type Testimonial = HomepageContent['testimonials'][number]

/** A full-screen modal player with the browser's own controls; Escape or Close ends it. */
export function VideoPlayer({ testimonial, onClose }: { testimonial: Testimonial | null; onClose: () => void }) {
  const contentText = useStrings(contentStrings)
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (testimonial && !dialog.open) dialog.showModal()
    if (!testimonial && dialog.open) dialog.close()
  }, [testimonial])

  return (
    <dialog
      ref={ref}
      className={styles.player}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {testimonial && (
        <div className={styles.stage}>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              {contentText.videoTitle(testimonial.name)}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={contentText.closeVideo}>
              <Icon name="close" />
            </button>
          </div>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the sample clips have no sound track (encoded with -an): nothing to caption */}
          <video
            className={styles.video}
            src={testimonial.video}
            poster={testimonial.poster}
            preload="none"
            controls
            autoPlay
            playsInline
          />
        </div>
      )}
    </dialog>
  )
}
