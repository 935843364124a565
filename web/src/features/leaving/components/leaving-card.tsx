import { useId, useState, type SyntheticEvent } from 'react'
import { deductionPhotoName, type DepositSettlement } from '@basera/contract/leaving'
import { RespondToSettlementBody } from '@basera/contract/leaving'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { Loading } from '../../../components/states'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { formatDate, formatRupees } from '../../../lib/format'
import { messageIn, useLanguage, useStrings } from '../../../lib/i18n'
import { usePrivatePhoto } from '../../../lib/private-photo'
import { loadDeductionPhoto, useGiveNotice, useNotice, useRespondToSettlement, useSettlement } from '../api/leaving'
import { leavingStrings } from '../strings'
import form from '../../../components/form.module.css'
import cardStyle from '../../../components/card.module.css'
import styles from './leaving-card.module.css'

/** Notice: the period and the last day it gives, the lock-in, then the notice once given. */
function NoticeSection({ bookingId }: { bookingId: number }) {
  const s = useStrings(leavingStrings)
  const language = useLanguage()
  const id = useId()
  const notice = useNotice(bookingId)
  const give = useGiveNotice()
  const [reason, setReason] = useState('')
  if (!notice.data) return notice.isPending ? <Loading /> : null
  const n = notice.data
  const date = (d: string) => formatDate(d, language)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    give.mutate({ bookingId, ...(reason.trim() ? { reason: reason.trim() } : {}) }, {
      onSuccess: (reply) => toast.success(messageIn(reply.message, language)),
    })
  }
  return (
    <section className={styles.section} aria-labelledby={`${id}-notice`}>
      <h3 id={`${id}-notice`} className={styles.heading}>{s.noticeHeading}</h3>
      <p className={styles.meta}>{s.noticePeriod(n.notice_months)}</p>
      {n.lockin_ends_on && <p className={styles.meta}>{s.lockin(date(n.lockin_ends_on))}</p>}
      {n.notice ? (
        <p className={styles.done}>{s.noticeGiven(date(n.notice.notice_given_on), date(n.notice.last_day))}</p>
      ) : n.can_give_notice ? (
        <form className={form.form} onSubmit={submit}>
          <p className={styles.meta}>{s.lastDayIfToday(date(n.last_day_if_today))}</p>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-reason`}>{s.reasonLabel}</label>
            <input id={`${id}-reason`} className={form.input} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          {give.isError && <p className={form.failure} role="alert">{getErrorMessage(give.error)}</p>}
          <Button type="submit" block busy={give.isPending}>{s.giveNotice}</Button>
        </form>
      ) : (
        <p className={styles.meta}>{s.noticeNotOpen}</p>
      )}
    </section>
  )
}

/** Accept, or dispute with a reason (the contract's schema checks it before it goes). */
function Answer({ settlement }: { settlement: DepositSettlement }) {
  const s = useStrings(leavingStrings)
  const language = useLanguage()
  const id = useId()
  const respond = useRespondToSettlement()
  const [disputing, setDisputing] = useState(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const send = (decision: 'accept' | 'dispute') => {
    const body = { bookingId: settlement.bookingId, decision, ...(decision === 'dispute' ? { reason: reason.trim() } : {}) }
    const checked = RespondToSettlementBody.safeParse(body)
    if (!checked.success) {
      setProblem(messageIn(checked.error.issues[0]?.message ?? '', language))
      return
    }
    setProblem(null)
    respond.mutate(body, { onSuccess: (reply) => toast.success(messageIn(reply.message ?? '', language)) })
  }
  const failure = problem ?? (respond.isError ? getErrorMessage(respond.error) : null)
  if (!disputing) {
    return (
      <div className={styles.actions}>
        <Button busy={respond.isPending} onClick={() => send('accept')}>{s.accept}</Button>
        <Button variant="outline" onClick={() => setDisputing(true)}>{s.dispute}</Button>
        {failure && <p className={form.failure} role="alert">{failure}</p>}
      </div>
    )
  }
  return (
    <form className={form.form} onSubmit={(e) => { e.preventDefault(); send('dispute') }}>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-why`}>{s.disputeLabel}</label>
        <textarea id={`${id}-why`} className={form.input} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {failure && <p className={form.failure} role="alert">{failure}</p>}
      <div className={styles.actions}>
        <Button type="submit" busy={respond.isPending}>{s.sendDispute}</Button>
        <Button variant="ghost" onClick={() => setDisputing(false)}>{s.cancel}</Button>
      </div>
    </form>
  )
}

/**
 * An uploaded deduction photo: a thumbnail that opens it large. It is private (only this tenant and the property's
 * operators may see it), so it comes through the API with the tenant's token and shows from a blob URL
 * (lib/private-photo: an <img src> cannot carry the token).
 */
function DeductionPhoto({ bookingId, photo, reason }: { bookingId: number; photo: string; reason: string }) {
  const s = useStrings(leavingStrings)
  const [open, setOpen] = useState(false)
  const shown = usePrivatePhoto(photo, (p) => loadDeductionPhoto(bookingId, p))
  if (shown.failed) return <span className={styles.meta}> · {s.photoUnavailable}</span>
  return (
    <>
      <button type="button" className={styles.thumbButton} onClick={() => setOpen(true)} aria-label={s.openPhoto(reason)} disabled={!shown.url}>
        {shown.url ? <img className={styles.thumb} src={shown.url} alt="" /> : <span className={styles.thumb} />}
      </button>
      {open && shown.url && (
        <Modal open onClose={() => setOpen(false)} title={s.photoTitle(reason)}>
          <img className={styles.large} src={shown.url} alt={s.photoAlt(reason)} />
        </Modal>
      )}
    </>
  )
}

/** The deposit's settlement: every deduction with its reason (and photo), what comes back, and the refund clock. */
function DepositSection({ bookingId }: { bookingId: number }) {
  const s = useStrings(leavingStrings)
  const language = useLanguage()
  const id = useId()
  const settlement = useSettlement(bookingId)
  const date = (d: string) => formatDate(d, language)
  const x = settlement.data
  return (
    <section className={styles.section} aria-labelledby={`${id}-deposit`}>
      <div className={styles.top}>
        <h3 id={`${id}-deposit`} className={styles.heading}>{s.depositHeading}</h3>
        {x && <span className={`${styles.pill} ${styles[x.status]}`}>{s.status[x.status]}</span>}
      </div>
      {settlement.isPending ? <Loading /> : !x ? <p className={styles.meta}>{s.depositWaiting}</p> : (
        <>
          <dl className={styles.lines}>
            <div className={styles.line}><dt>{s.deposit}</dt><dd>{formatRupees(x.deposit)}</dd></div>
            {x.deductions.length === 0 && <div className={styles.line}><dt>{s.noDeductions}</dt><dd /></div>}
            {x.deductions.map((d, i) => (
              <div key={i} className={styles.line}>
                <dt>
                  {d.reason}
                  {d.photo && (deductionPhotoName(d.photo) === null
                    ? <> · <a href={d.photo} target="_blank" rel="noreferrer">{s.photo}</a></>
                    : <DeductionPhoto bookingId={bookingId} photo={d.photo} reason={d.reason} />)}
                </dt>
                <dd>−{formatRupees(d.amount)}</dd>
              </div>
            ))}
            <div className={`${styles.line} ${styles.total}`}><dt>{s.refund}</dt><dd>{formatRupees(x.refund_amount)}</dd></div>
          </dl>
          <p className={x.overdue ? styles.overdue : styles.clock}>
            {x.refund_status === 'processed' && x.refunded_at ? s.refunded(date(x.refunded_at)) : x.overdue ? s.overdue(date(x.refund_due_by)) : s.backBy(date(x.refund_due_by))}
          </p>
          <p className={styles.meta}>{s.refundStatus[x.refund_status]}</p>
          {x.dispute_reason && <p className={styles.meta}>{s.disputed(x.dispute_reason)}</p>}
          {x.revised_at && <p className={styles.meta}>{s.revised(date(x.revised_at))}</p>}
          {x.status === 'proposed' && (
            <>
              {x.auto_accept_on && <p className={styles.meta}>{s.autoAccept(date(x.auto_accept_on))}</p>}
              <Answer settlement={x} />
            </>
          )}
        </>
      )}
    </section>
  )
}

/** One stay's leaving: notice while it lasts, the deposit once settled. */
export function LeavingCard({ bookingId, propertyName, status }: { bookingId: number; propertyName: string; status: string }) {
  const headingId = useId()
  return (
    <li className={cardStyle.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.property}>{propertyName}</h2>
      {status !== 'moved_out' && <NoticeSection bookingId={bookingId} />}
      {status !== 'accepted' && <DepositSection bookingId={bookingId} />}
    </li>
  )
}
