/** A plain-text table with right-aligned numbers, readable in a terminal and pasteable into a report. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))]
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)))
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ')
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1)
export const ms = (value: number | null, digits = 1): string => (value === null ? '-' : value.toFixed(digits))
export const int = (value: number): string => Math.round(value).toLocaleString('en-US')
export const pct = (part: number, whole: number): string => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-')
