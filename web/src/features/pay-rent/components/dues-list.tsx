import { useEffect, useRef, useState } from 'react'
import type { DueLine, RentDue } from '@basera/contract/dues'
import { messages } from '@basera/contract/messages'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { formatDate, formatRupees } from '../../../lib/format'
import { useLanguage, useStrings } from '../../../lib/i18n'
import { openCheckout, type SubmitCheckout } from '../../../lib/checkout'
import { downloadReceipt, usePayRentDue } from '../api/rent-dues'
import { payRentStrings } from '../strings'
import cardStyle from '../../../components/card.module.css'
import styles from './dues-list.module.css'

/** A line's words: a fee keeps its own name, electricity its units (from the server's English label). */
function useLineLabel() {
  const s = useStrings(payRentStrings)
  const language = useLanguage()
  return (line: DueLine) => {
    if (language === 'en' || line.kind === 'fee') return line.kind === 'fee' && language !== 'en' ? `${s.lines.fee}: ${line.label}` : line.label
    const units = /(\d+) units × (₹[\d,]+)/.exec(line.label)
    return line.kind === 'electricity' && units ? `${s.lines.electricity}: ${units[1]} यूनिट × ${units[2]}` : s.lines[line.kind]
  }
}

function DueCard({ due, submitCheckout, chosen = false }: { due: RentDue; submitCheckout?: SubmitCheckout; chosen?: boolean }) {
  const s = useStrings(payRentStrings)
  const messageText = useStrings(messages)
  const language = useLanguage()
  const label = useLineLabel()
  const order = usePayRentDue()
  const [leaving, setLeaving] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const period = s.period(formatDate(due.period_start, language), formatDate(due.period_end, language))
  const headingId = `due-${due.due_id}`
  const card = useRef<HTMLLIElement>(null)
  // a reminder's link (/pay-rent?due=…) opens at its due, ready to pay
  useEffect(() => {
    if (!chosen || !card.current) return
    card.current.scrollIntoView({ block: 'center' })
    card.current.querySelector('button')?.focus({ preventScroll: true })
  }, [chosen])
  const pay = () => {
    if (order.isPending || leaving) return
    order.mutate(due.due_id, {
      onSuccess: (reply) => {
        openCheckout(reply.checkout, submitCheckout)
        setLeaving(true)
      },
      onError: (error) => toast.error(getErrorMessage(error, messageText.somethingWentWrongTryAgain)),
    })
  }
  const receipt = async () => {
    if (!due.receipt_no || downloading) return
    setDownloading(true)
    try {
      await downloadReceipt(due.due_id, due.receipt_no, language)
    } catch (error) {
      toast.error(getErrorMessage(error, s.receiptFailed))
    } finally {
      setDownloading(false)
    }
  }
  return (
    <li ref={card} className={`${cardStyle.card} ${due.status === 'late' ? styles.late : ''}`} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h3 id={headingId} className={styles.period}>{period}</h3>
        <span className={`${styles.status} ${styles[due.status]}`}>{s.status[due.status]}</span>
      </div>
      <p className={styles.meta}>{s.propertyBooking(due.property_name, due.bookingId)}</p>
      {due.status !== 'paid' && <p className={styles.meta}>{s.dueOn(formatDate(due.due_date, language))}</p>}
      <dl className={styles.lines}>
        {due.lines.map((line, i) => (
          <div key={`${line.kind}-${i}`} className={styles.line}>
            <dt>{label(line)}</dt>
            <dd>{formatRupees(line.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{s.total}</dt>
          <dd>{formatRupees(due.total)}</dd>
        </div>
      </dl>
      {due.status === 'paid' ? (
        <div className={styles.paid}>
          <p className={styles.meta}>
            {due.paid_via ? s.paidVia[due.paid_via] : s.status.paid}
            {due.paid_at ? ` ${s.paidOn(formatDate(due.paid_at, language))}` : ''}
            {due.utr ? ` · ${s.utr(due.utr)}` : ''}
          </p>
          {due.receipt_no && (
            <Button variant="outline" block busy={downloading} onClick={() => void receipt()} aria-label={s.receiptLabel(period)}>
              {s.receipt}
            </Button>
          )}
        </div>
      ) : (
        <Button block busy={order.isPending || leaving} onClick={pay}>
          {s.pay(formatRupees(due.total))}
        </Button>
      )}
    </li>
  )
}

/** The tenant's dues: to pay first (oldest first), paid below with their receipts. */
export function DuesList({ dues, submitCheckout, chosenDueId }: { dues: readonly RentDue[]; submitCheckout?: SubmitCheckout; chosenDueId?: number }) {
  const s = useStrings(payRentStrings)
  const open = dues.filter((d) => d.status !== 'paid')
  const paid = dues.filter((d) => d.status === 'paid')
  return (
    <>
      {open.length > 0 && (
        <section aria-labelledby="dues-open">
          <h2 id="dues-open" className={styles.heading}>{s.openHeading}</h2>
          <ul className={styles.list}>{open.map((d) => <DueCard key={d.due_id} due={d} submitCheckout={submitCheckout} chosen={d.due_id === chosenDueId} />)}</ul>
        </section>
      )}
      {paid.length > 0 && (
        <section aria-labelledby="dues-paid">
          <h2 id="dues-paid" className={styles.heading}>{s.paidHeading}</h2>
          <ul className={styles.list}>{paid.map((d) => <DueCard key={d.due_id} due={d} />)}</ul>
        </section>
      )}
    </>
  )
}
