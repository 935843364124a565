import { createRequire } from 'node:module'
import { eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import type { DueLine, PaidVia } from '@basera/contract/dues'
import { dateText, formatRupees } from '@basera/contract/india-text'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { cities, localities, operators, properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { payoutAccounts, rentDues } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'

// getRentReceipt: a paid due's rent receipt as a PDF, fit for an HRA claim (receipt number, tenant, the property's
// address, the period, the amounts line by line, how it was paid, the owner's name and PAN), in English or Hindi.
// pdfkit lays it out; the text is drawn in Noto Sans Devanagari (the web's Hindi face, shipped as a dependency):
// its Devanagari file (which also has ₹) for Devanagari, its Latin file for the rest. fontkit shapes the
// Devanagari (conjuncts, matras), so Hindi reads correctly.

const require = createRequire(import.meta.url)
const FONT_DIR = '@fontsource/noto-sans-devanagari/files/'
const font = (subset: 'devanagari' | 'latin', weight: 400 | 700) => require.resolve(`${FONT_DIR}noto-sans-devanagari-${subset}-${weight}-normal.woff`)

export type ReceiptLanguage = 'en' | 'hi'

const WORDS = {
  en: {
    title: 'Rent receipt', number: 'Receipt no.', date: 'Date', tenant: 'Received from', property: 'For the property', period: 'For the period',
    amounts: 'Amounts', total: 'Total received', paidVia: 'Paid by', utr: 'UTR', payment: 'Payment id', owner: 'Received by (owner)', pan: 'PAN of the owner',
    noPan: 'not given', note: 'This receipt is issued through Basera for rent paid to the owner. It may be used for a House Rent Allowance (HRA) claim.',
    to: 'to',
  },
  hi: {
    title: 'किराये की रसीद', number: 'रसीद संख्या', date: 'तारीख़', tenant: 'किससे मिला', property: 'प्रॉपर्टी', period: 'अवधि',
    amounts: 'रक़म', total: 'कुल मिली रक़म', paidVia: 'भुगतान का तरीका', utr: 'UTR', payment: 'भुगतान आईडी', owner: 'किसने लिया (मालिक)', pan: 'मालिक का PAN',
    noPan: 'नहीं दिया गया', note: 'यह रसीद Basera के ज़रिये मालिक को दिए गए किराये के लिए जारी की गई है। इसे मकान किराया भत्ता (HRA) के दावे में इस्तेमाल किया जा सकता है।',
    to: 'से',
  },
} as const

const PAID_VIA_WORDS: Record<ReceiptLanguage, Record<PaidVia, string>> = {
  en: { upi: 'UPI (online)', card: 'Card (online)', netbanking: 'Net banking (online)', wallet: 'Wallet (online)', online: 'Online', cash: 'Cash, to the owner', upi_direct: 'UPI, to the owner', deposit: 'From the security deposit, at move-out' },
  hi: { upi: 'UPI (ऑनलाइन)', card: 'कार्ड (ऑनलाइन)', netbanking: 'नेट बैंकिंग (ऑनलाइन)', wallet: 'वॉलेट (ऑनलाइन)', online: 'ऑनलाइन', cash: 'नकद, मालिक को', upi_direct: 'UPI, मालिक को', deposit: 'सिक्योरिटी डिपॉज़िट से, घर छोड़ते समय' },
}

const LINE_WORDS_HI: Record<DueLine['kind'], string> = {
  rent: 'किराया', maintenance: 'मेंटेनेंस', food: 'खाना', electricity: 'बिजली', deposit: 'सिक्योरिटी डिपॉज़िट (वापसी योग्य)', fee: 'शुल्क', token: 'बुकिंग पर दिया गया टोकन', late_fee: 'देरी का शुल्क',
}

/** A line's label in the reader's language (a fee keeps its own name; electricity its units). */
function lineLabel(line: DueLine, lang: ReceiptLanguage): string {
  if (lang === 'en') return line.label
  if (line.kind === 'fee') return `${LINE_WORDS_HI.fee}: ${line.label}`
  const units = /(\d+) units × (₹[\d,]+)/.exec(line.label)
  if (line.kind === 'electricity' && units) return `${LINE_WORDS_HI.electricity}: ${units[1]} यूनिट × ${units[2]}`
  return LINE_WORDS_HI[line.kind]
}

/** A date in the reader's language: "12 Dec 2026", "12 दिसंबर 2026". */
function dateIn(date: string, lang: ReceiptLanguage): string {
  if (lang === 'en') return dateText(date)
  return new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${date}T00:00:00Z`))
}

export interface ReceiptData {
  receiptNo: string
  paidOn: string
  tenantName: string
  propertyName: string
  address: string
  periodStart: string
  periodEnd: string
  lines: DueLine[]
  total: number
  paidVia: PaidVia
  utr: string | null
  paymentId: string | null
  ownerName: string
  ownerPan: string | null
}

/** The receipt's facts for lead `leadId`'s due: 404 for another lead's, 409 until it is paid. */
export async function receiptData(db: Db, leadId: number, dueId: number): Promise<ReceiptData> {
  const [row] = await db.select({
    due: rentDues, leadId: tenants.leadId, tenantName: tenants.fullName, propertyName: properties.name, address: properties.address, pincode: properties.pincode,
    locality: localities.name, city: cities.name, operatorName: operators.name, legalName: payoutAccounts.legalName, pan: payoutAccounts.pan,
  }).from(rentDues)
    .innerJoin(bookings, eq(bookings.id, rentDues.bookingId)).innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId)).innerJoin(localities, eq(localities.id, properties.localityId)).innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(operators, eq(operators.id, properties.ownerOperatorId)).leftJoin(payoutAccounts, eq(payoutAccounts.operatorId, properties.ownerOperatorId))
    .where(eq(rentDues.id, dueId))
  if (row?.leadId !== leadId) throw new AppError(404, messages.dueNotFound)
  const d = row.due
  if (d.status !== 'paid' || d.receiptNo === null || d.paidAt === null) throw new AppError(409, messages.dueNotPaid)
  const paidOn = new Date(d.paidAt.getTime() + 330 * 60_000).toISOString().slice(0, 10)
  const address = [row.address, row.locality, `${row.city} ${row.pincode}`].filter((part) => part.trim() !== '').join(', ')
  return {
    receiptNo: d.receiptNo, paidOn, tenantName: row.tenantName, propertyName: row.propertyName, address, periodStart: d.periodStart, periodEnd: d.periodEnd,
    lines: d.lines, total: d.total, paidVia: (d.paidVia as PaidVia | null) ?? 'online', utr: d.utr, paymentId: d.gatewayPaymentId,
    ownerName: row.legalName ?? row.operatorName ?? '', ownerPan: row.pan ?? null,
  }
}

// the Devanagari blocks, the joiners between its letters, and ₹ (which the Latin file lacks)
const DEVANAGARI = /(?:\p{Script=Devanagari}|\u0964|\u0965|\u200C|\u200D|\u20B9)+/gu

/** A text cut into runs of Devanagari (and ₹) and the rest, each drawn in the font that has it. */
function runs(text: string): { text: string; deva: boolean }[] {
  const out: { text: string; deva: boolean }[] = []
  let at = 0
  for (const m of text.matchAll(DEVANAGARI)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), deva: false })
    out.push({ text: m[0], deva: true })
    at = m.index + m[0].length
  }
  if (at < text.length) out.push({ text: text.slice(at), deva: false })
  return out
}

/** The receipt as a PDF. */
export function receiptPdf(r: ReceiptData, lang: ReceiptLanguage): Promise<Buffer> {
  const w = WORDS[lang]
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${WORDS.en.title} ${r.receiptNo}`, Author: 'Basera' } })
  doc.registerFont('latin', font('latin', 400))
  doc.registerFont('latin-bold', font('latin', 700))
  doc.registerFont('deva', font('devanagari', 400))
  doc.registerFont('deva-bold', font('devanagari', 700))
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  const write = (text: string, o: { size?: number; bold?: boolean; x?: number; y?: number; width?: number; align?: 'left' | 'right'; color?: string } = {}) => {
    const parts = runs(text)
    doc.fontSize(o.size ?? 11).fillColor(o.color ?? '#1a1a1a')
    parts.forEach((part, i) => {
      doc.font(`${part.deva ? 'deva' : 'latin'}${o.bold ? '-bold' : ''}`)
      const options = { continued: i < parts.length - 1, ...(o.width === undefined ? {} : { width: o.width }), ...(o.align ? { align: o.align } : {}) }
      if (i === 0 && o.x !== undefined) doc.text(part.text, o.x, o.y, options)
      else doc.text(part.text, options)
    })
  }
  /** One line of text ending at `right` (amounts): each run placed by its measured width (pdfkit's continued text does not align right). */
  const writeRight = (text: string, right: number, y: number, bold = false) => {
    doc.fontSize(11).fillColor('#1a1a1a')
    const parts = runs(text).map((part) => {
      doc.font(`${part.deva ? 'deva' : 'latin'}${bold ? '-bold' : ''}`)
      return { ...part, width: doc.widthOfString(part.text) }
    })
    let x = right - parts.reduce((sum, part) => sum + part.width, 0)
    for (const part of parts) {
      doc.font(`${part.deva ? 'deva' : 'latin'}${bold ? '-bold' : ''}`).text(part.text, x, y, { lineBreak: false })
      x += part.width
    }
  }
  const field = (label: string, value: string) => {
    write(label, { size: 9, color: '#5a5a5a' })
    write(value, { size: 11 })
    doc.moveDown(0.5)
  }

  write(w.title, { size: 20, bold: true })
  write(`${w.number}: ${r.receiptNo}    ${w.date}: ${dateIn(r.paidOn, lang)}`, { size: 10, color: '#5a5a5a' })
  doc.moveDown(1)
  field(w.tenant, r.tenantName)
  field(w.property, `${r.propertyName}, ${r.address}`)
  field(w.period, `${dateIn(r.periodStart, lang)} ${w.to} ${dateIn(r.periodEnd, lang)}`)
  doc.moveDown(0.5)
  write(w.amounts, { size: 12, bold: true })
  doc.moveDown(0.3)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  for (const line of r.lines) {
    const y = doc.y
    write(lineLabel(line, lang), { x: left, y, width: width - 120 })
    const after = doc.y
    writeRight(formatRupees(line.amount), left + width, y)
    doc.y = after
    doc.moveDown(0.2)
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cccccc').stroke()
  doc.moveDown(0.4)
  const y = doc.y
  write(w.total, { x: left, y, width: width - 120, bold: true })
  const below = doc.y
  writeRight(formatRupees(r.total), left + width, y, true)
  doc.x = left
  doc.y = below
  doc.moveDown(1.2)
  field(w.paidVia, PAID_VIA_WORDS[lang][r.paidVia] + (r.utr ? `, ${w.utr} ${r.utr}` : ''))
  if (r.paymentId) field(w.payment, r.paymentId)
  field(w.owner, r.ownerName)
  field(w.pan, r.ownerPan ?? w.noPan)
  doc.moveDown(1)
  write(w.note, { size: 9, color: '#5a5a5a', width })
  doc.end()
  return done
}
