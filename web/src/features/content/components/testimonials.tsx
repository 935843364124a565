import { useState } from 'react'
import type { HomepageContent } from '@basera/contract/engagement'
import { Icon } from '../../../components/icon'
import { contentStrings } from '../strings'
import { VideoPlayer } from './video-player'
import styles from './testimonials.module.css'
import { useStrings } from '../../../lib/i18n'

type Testimonial = HomepageContent['testimonials'][number]

/** Four poster images; a tap opens the clip full screen (the video loads only then). */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const contentText = useStrings(contentStrings)
  const [playing, setPlaying] = useState<Testimonial | null>(null)
  return (
    <>
      <ul className={styles.strip}>
        {testimonials.slice(0, 4).map((t) => (
          <li key={t.id} className={styles.item}>
            <button type="button" className={styles.poster} onClick={() => setPlaying(t)} aria-label={contentText.play(t.name, t.title)}>
              <img src={t.poster} alt="" width={360} height={640} loading="lazy" className={styles.image} onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
              <span className={styles.play} aria-hidden="true">
                <Icon name="play" size={22} filled />
              </span>
            </button>
            <p className={styles.caption}>
              <strong>{t.name}</strong>
              <span>{t.title}</span>
            </p>
          </li>
        ))}
      </ul>
      <VideoPlayer testimonial={playing} onClose={() => setPlaying(null)} />
    </>
  )
}
