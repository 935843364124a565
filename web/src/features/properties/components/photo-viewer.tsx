import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useCarousel } from '../../../lib/use-carousel'
import { Icon } from '../../../components/icon'
import { propertyStrings } from '../strings'
import { PropertyImage } from './property-image'
import styles from './photo-viewer.module.css'
import { useStrings } from '../../../lib/i18n'

interface PhotoViewerProps {
  photos: string[]
  name: string
  /** The photo to open at; null keeps the viewer closed. */
  openAt: number | null
  onClose: () => void
}

/** Full-screen photos: swipe, arrow keys or buttons move; Escape and the close button leave. */
export function PhotoViewer({ photos, name, openAt, onClose }: PhotoViewerProps) {
  const t = useStrings(propertyStrings)
  const ref = useRef<HTMLDialogElement>(null)
  const [selected, setSelected] = useState(openAt ?? 0)
  // the carousel starts when the viewer first opens: started with the page, its measuring forced the page's whole
  // layout in the middle of the first render (100 ms of a slow phone's main thread), for a viewer seldom opened
  const [opened, setOpened] = useState(openAt !== null)
  if (openAt !== null && !opened) setOpened(true)
  const { ref: emblaRef, api: emblaApi } = useCarousel({ loop: photos.length > 1, startIndex: openAt ?? 0 }, { start: opened })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (openAt !== null && !dialog.open) dialog.showModal()
    if (openAt === null && dialog.open) dialog.close()
  }, [openAt])

  useEffect(() => {
    if (!emblaApi || openAt === null) return
    emblaApi.reInit()
    emblaApi.scrollTo(openAt, true)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the counter shows the photo tapped in the frame the viewer opens (a jump to the current slide emits no 'select')
    setSelected(openAt)
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    emblaApi.on('select', onSelect)
    return () => {
      emblaApi.off('select', onSelect)
    }
  }, [emblaApi, openAt])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') emblaApi?.scrollPrev()
    if (event.key === 'ArrowRight') emblaApi?.scrollNext()
  }

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={t.viewerTitle(name)}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.top}>
        <span aria-live="polite">{t.photoCount(selected + 1, photos.length)}</span>
        <button type="button" className={styles.round} onClick={onClose} aria-label={t.closeViewer}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.container}>
          {photos.map((photo, index) => (
            <div className={styles.slide} key={`${photo}-${index}`}>
              <PropertyImage src={photo} alt={t.photoOf(name, index + 1, photos.length)} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
      {photos.length > 1 && (
        <div className={styles.nav}>
          <button type="button" className={styles.round} onClick={() => emblaApi?.scrollPrev()} aria-label={t.previousPhoto}>
            <Icon name="back" />
          </button>
          <button type="button" className={styles.round} onClick={() => emblaApi?.scrollNext()} aria-label={t.nextPhoto}>
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </dialog>
  )
}
