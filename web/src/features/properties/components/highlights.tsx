import { Icon } from '../../../components/icon'
import { propertyStrings } from '../strings'
import styles from './property-sections.module.css'
import { useStrings } from '../../../lib/i18n'

export function Highlights({ highlights, description }: { highlights: string[]; description: string }) {
  const t = useStrings(propertyStrings)
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <h2 id="about-title" className={styles.title}>
        {t.about}
      </h2>
      {description && <p className={styles.text}>{description}</p>}
      {highlights.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t.highlights}</h3>
          <ul className={styles.highlights}>
            {highlights.map((h) => (
              <li key={h}>
                <Icon name="check" size={18} />
                {h}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
