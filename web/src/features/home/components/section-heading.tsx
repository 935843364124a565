import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { homeStrings } from '../strings'
import styles from './section-heading.module.css'

interface SectionHeadingProps {
  id: string
  title: string
  /** /category/<slug> for 'View all'. */
  slug?: string
}

export function SectionHeading({ id, title, slug }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {slug && (
        <Link to={`/category/${slug}`} className={styles.viewAll} aria-label={homeStrings.viewAllOf(title)}>
          {homeStrings.viewAll}
          <Icon name="chevronRight" size={16} />
        </Link>
      )}
    </div>
  )
}
