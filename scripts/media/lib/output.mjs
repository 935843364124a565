// SVG in, WebP/PNG out (sharp renders the SVG with librsvg), plus a size ledger.
import { mkdir, writeFile, stat } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import sharp from 'sharp'

export const written = []

export const svgDoc = (width, height, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>'

export async function record(file) {
  const { size } = await stat(file)
  written.push({ file, size })
}

export async function writeWebp(file, svg, { quality = 70, width, height } = {}) {
  await mkdir(dirname(file), { recursive: true })
  let img = sharp(Buffer.from(svg), { density: 72 })
  if (width && height) img = img.resize(width, height)
  await img.webp({ quality, effort: 6, smartSubsample: true }).toFile(file)
  await record(file)
}

export async function writePng(file, svg, { width, height } = {}) {
  await mkdir(dirname(file), { recursive: true })
  let img = sharp(Buffer.from(svg))
  if (width && height) img = img.resize(width, height)
  await img.png({ compressionLevel: 9, palette: false }).toFile(file)
  await record(file)
}

export async function writeText(file, text) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, text)
  await record(file)
}

export const svgToRaw = (svg) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()

export function printSizeTable(root) {
  const groups = new Map()
  for (const { file, size } of written) {
    const rel = relative(root, file)
    const group = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '.'
    const g = groups.get(group) ?? { count: 0, total: 0, max: 0, maxFile: '' }
    g.count++
    g.total += size
    if (size > g.max) Object.assign(g, { max: size, maxFile: rel })
    groups.set(group, g)
  }
  const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB'
  console.log('\n' + 'folder'.padEnd(24) + 'files'.padStart(6) + '     total' + '   largest')
  let sum = 0
  for (const [name, g] of [...groups].sort()) {
    sum += g.total
    console.log(name.padEnd(24) + String(g.count).padStart(6) + kb(g.total) + kb(g.max) + '  ' + g.maxFile)
  }
  console.log('all'.padEnd(24) + String(written.length).padStart(6) + kb(sum))
}
