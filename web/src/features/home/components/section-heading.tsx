import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { homeStrings } from '../strings'
import styles from './section-heading.module.css'
import { useStrings } from '../../../lib/i18n'

interface SectionHeadingProps {
  id: string
  title: string
  /** /category/<slug> for 'View all'. */
  slug?: string
}

export function SectionHeading({ id, title, slug }: SectionHeadingProps) {
  const homeText = useStrings(homeStrings)
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {slug && (
        <Link to={`/category/${slug}`} className={styles.viewAll} aria-label={homeText.viewAllOf(title)}>
          {homeText.viewAll}
          <Icon name="chevronRight" size={16} />
        </Link>
      )}
    </div>
  )
}
