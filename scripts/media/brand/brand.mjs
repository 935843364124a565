// Logo, favicon, app icons, splash and the missing-photo fallback.
import { join } from 'node:path'
import { brand } from '../lib/color.mjs'
import { svgDoc, writePng, writeText, writeWebp } from '../lib/output.mjs'
import { fonts, textPath, textWidth } from '../lib/text.mjs'

// The mark on a 48x48 grid: a violet roof over a dark house with a door cut out.
export function mark({ roof = brand.accent, body = brand.main, door } = {}) {
  const house = 'M13 23 L24 14 L35 23 L35 38 Q35 41 32 41 L16 41 Q13 41 13 38 Z'
  const doorPath = 'M20.5 41 L20.5 33 Q20.5 29.5 24 29.5 Q27.5 29.5 27.5 33 L27.5 41 Z'
  const houseSvg = door
    ? `<path d="${house}" fill="${body}"/><path d="${doorPath}" fill="${door}"/>`
    : `<path d="${house} ${doorPath}" fill="${body}" fill-rule="evenodd"/>`
  return houseSvg + `<polyline points="6,22.5 24,7.5 42,22.5" fill="none" stroke="${roof}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`
}

export function logoSvg({ color = brand.main } = {}) {
  const size = 34
  const textX = 56
  const w = Math.ceil(textX + textWidth('Basera', { size, font: fonts.spartanBold }) + 2)
  const word = textPath('Basera', { x: textX, y: 37, size, fill: color, font: fonts.spartanBold })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="48" viewBox="0 0 ${w} 48" role="img" aria-label="Basera"><title>Basera</title>${mark({ body: color })}${word}</svg>\n`
}

const tile = (size, { radius, scale }) => {
  const s = (size * scale) / 48
  const off = (size - 48 * s) / 2
  const bg = `<rect width="${size}" height="${size}" rx="${radius}" fill="${brand.accent}"/>`
  return bg + `<g transform="translate(${off} ${off + s * 1.5}) scale(${s})">${mark({ roof: '#FFFFFF', body: '#FFFFFF' })}</g>`
}

export const faviconSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${tile(48, { radius: 11, scale: 0.86 })}</svg>\n`

export function fallbackSvg() {
  const roof = '<polyline points="310,290 400,215 490,290" fill="none" stroke="#7065F0" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>'
  const body = '<path d="M335 275 L335 375 Q335 388 348 388 L452 388 Q465 388 465 375 L465 275" fill="none" stroke="#7065F0" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>'
  const door = '<path d="M382 388 L382 348 Q382 332 400 332 Q418 332 418 348 L418 388" fill="none" stroke="#7065F0" stroke-width="10" stroke-linejoin="round"/>'
  return svgDoc(800, 600, `<rect width="800" height="600" fill="${brand.imageBg}"/><circle cx="400" cy="305" r="150" fill="#EEF0FB"/>${roof}${body}${door}`)
}

export function splashSvg() {
  const word = textPath('Basera', { x: 180, y: 420, size: 64, fill: '#FFFFFF', font: fonts.spartanBold, anchor: 'middle' })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640"><rect width="360" height="640" fill="${brand.accent}"/><g transform="translate(120 220) scale(2.5)">${mark({ roof: '#FFFFFF', body: '#FFFFFF', door: brand.accent })}</g>${word}</svg>\n`
}

export async function generateBrand(outDir) {
  await writeText(join(outDir, 'logo.svg'), logoSvg())
  await writeText(join(outDir, 'logo-white.svg'), logoSvg({ color: '#FFFFFF' }))
  await writeText(join(outDir, 'favicon.svg'), faviconSvg())
  await writeText(join(outDir, 'splash.svg'), splashSvg())
  for (const size of [192, 512]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${tile(size, { radius: size * 0.22, scale: 0.82 })}</svg>`
    await writePng(join(outDir, 'icons', `icon-${size}.png`), svg)
  }
  // maskable: full-bleed background, the mark inside the central safe zone
  const m = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${tile(512, { radius: 0, scale: 0.56 })}</svg>`
  await writePng(join(outDir, 'icons', 'maskable-512.png'), m)
  await writePng(join(outDir, 'icons', 'apple-touch-icon.png'), `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">${tile(180, { radius: 0, scale: 0.7 })}</svg>`)
  await writeWebp(join(outDir, 'fallback.webp'), fallbackSvg(), { quality: 80 })
}
