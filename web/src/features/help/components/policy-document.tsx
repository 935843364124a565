import type { PolicySection } from '../policy-text'
import { helpStrings } from '../strings'
import styles from './policy-document.module.css'
import { useStrings } from '../../../lib/i18n'

/** A titled policy: numbered sections, each with its own heading for screen-reader navigation. */
export function PolicyDocument({ sections }: { sections: readonly PolicySection[] }) {
  const helpText = useStrings(helpStrings)
  return (
    <article className={styles.document}>
      <p className={styles.updated}>{helpText.lastUpdated}</p>
      <ol className={styles.sections}>
        {sections.map((section) => (
          <li key={section.id} className={styles.section}>
            <h2 className={styles.title}>
              <span className={styles.number} aria-hidden="true">
                {section.id}.
              </span>
              {section.title}
            </h2>
            <p>{section.content}</p>
          </li>
        ))}
      </ol>
    </article>
  )
}
