import { useId, useState } from 'react'
import { Icon } from '../../../components/icon'
import styles from './accordion.module.css'

export interface AccordionItem {
  id: number
  title: string
  content: string
}

interface AccordionProps {
  items: readonly AccordionItem[]
  /** single: one open at a time, and the open one can be closed; multiple: several open. */
  mode?: 'single' | 'multiple'
}

/** Disclosure buttons (aria-expanded / aria-controls) over their answer panels. */
export function Accordion({ items, mode = 'single' }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const baseId = useId()

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(mode === 'single' ? [] : current)
      if (!current.has(id)) next.add(id)
      return next
    })

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const isOpen = open.has(item.id)
        const buttonId = `${baseId}-button-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div key={item.id} className={`${styles.item} ${isOpen ? styles.open : ''}`}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
              <p>{item.content}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
