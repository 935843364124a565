import { useState, type MouseEvent } from 'react'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { ModalOnDemand } from '../../../components/modal-on-demand'
import { pick, replacePicked, unpick, usePicked, type Picked } from '../compare-store'
import { compareStrings } from '../strings'
import styles from './compare.module.css'
import { useStrings } from '../../../lib/i18n'

/** "Compare" on a card or a property page: up to three; a fourth asks which one it replaces. */
export function CompareButton({ property }: { property: Picked }) {
  const t = useStrings(compareStrings)
  const picked = usePicked()
  const [asking, setAsking] = useState(false)
  const chosen = picked.some((p) => p.id === property.id)

  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    if (chosen) unpick(property.id)
    else if (!pick(property)) setAsking(true)
  }

  return (
    <>
      <button type="button" className={styles.toggle} aria-pressed={chosen} onClick={onClick}>
        <Icon name={chosen ? 'check' : 'plus'} size={16} />
        {chosen ? t.added : t.compare}
      </button>
      <ModalOnDemand open={asking} onClose={() => setAsking(false)} title={t.replaceTitle}>
        <p>{t.replaceBody(property.name)}</p>
        <div className={styles.replaceList}>
          {picked.map((p) => (
            <Button
              key={p.id}
              variant="outline"
              block
              onClick={() => {
                replacePicked(p.id, property)
                setAsking(false)
              }}
            >
              {t.replace(p.name)}
            </Button>
          ))}
          <Button variant="ghost" block onClick={() => setAsking(false)}>
            {t.keep}
          </Button>
        </div>
      </ModalOnDemand>
    </>
  )
}
