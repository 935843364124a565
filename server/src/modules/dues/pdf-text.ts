import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// Tests only: the text a PDF reader would copy out of a PDF (pdf.js, Mozilla's reader, reads it through the
// fonts' ToUnicode maps, as a screen reader or a tax office's software would), one string per page.
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
  }
  await doc.destroy()
  return pages.join('\n')
}
