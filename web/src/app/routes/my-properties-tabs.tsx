import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './my-properties.module.css'

interface TabSpec {
  id: string
  label: string
  panel: ReactNode
}

interface TabsProps {
  tabs: readonly TabSpec[]
  selected: string
  onSelect: (id: string) => void
  label: string
}

/**
 * The WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrows move and select,
 * Home / End jump to the ends; only the selected panel is rendered.
 */
export function Tabs({ tabs, selected, onSelect, label }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const current = Math.max(0, tabs.findIndex((t) => t.id === selected))

  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    refs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    }
    const action = keys[event.key]
    if (action) {
      event.preventDefault()
      action()
    }
  }

  const active = tabs[current]
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown} tabIndex={-1}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === current}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`} tabIndex={0} className={styles.panel}>
          {active.panel}
        </div>
      )}
    </>
  )
}
