import type { PaidVia } from '@basera/contract/dues'
import type { OperatorDueRow } from '@basera/contract/operator-dues'

// A month's dues as a CSV file an owner opens in Excel or Google Sheets: RFC 4180 (CRLF, a field with a comma,
// quote or line break quoted, quotes doubled), UTF-8 with a byte order mark (without it Excel reads the bytes as
// the local code page and ₹ or a Hindi name comes out garbled), amounts as plain whole rupees so they sum.

const HEADER = ['Tenant', 'Property', 'Room', 'Period start', 'Period end', 'Due date', 'Total (₹)', 'Status', 'Days late', 'Paid via', 'UTR', 'Paid on', 'Receipt no']
const STATUS = { open: 'Open', late: 'Late', paid: 'Paid' } as const
const PAID_VIA: Record<PaidVia, string> = {
  upi: 'UPI (online)', card: 'Card (online)', netbanking: 'Net banking (online)', wallet: 'Wallet (online)', online: 'Online',
  cash: 'Cash', upi_direct: 'UPI to the owner', deposit: 'From the deposit',
}

/** One field: quoted when it must be; text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) is kept as text. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const line = (fields: readonly (string | number)[]) => fields.map(csvField).join(',')

/** The file's bytes: the byte order mark, the header, one line per due. */
export function duesCsv(rows: readonly OperatorDueRow[]): Buffer {
  const lines = [line(HEADER), ...rows.map((r) => line([
    r.tenant_name, r.property_label, r.room, r.period_start, r.period_end, r.due_date, r.total, STATUS[r.status], r.days_late,
    r.paid_via ? PAID_VIA[r.paid_via] : '', r.utr ?? '', r.paid_on ?? '', r.receipt_no ?? '',
  ]))]
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')
}
