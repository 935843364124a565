// Help-centre, search, share and the Delhi NCR skyline banners.
import { darken, lighten } from '../lib/color.mjs'
import { V, VD, appScreen, backdrop, ground, house, lock, paper, phone, pin, plantPot, shield, sparkle } from './kit.mjs'

const qMark = (x, y, s, color = '#FFFFFF') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-14 -16 Q-14 -34 2 -34 Q18 -34 18 -18 Q18 -8 6 -2 Q2 0 2 8" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="2" cy="24" r="5.5" fill="${color}"/></g>`

const bubble = (x, y, w, h, color, tailLeft = true) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.3}" fill="${color}"/>` +
  `<path d="M${tailLeft ? x + w * 0.2 : x + w * 0.8} ${y + h - 2} l${tailLeft ? -10 : 10} 30 l${tailLeft ? 34 : -34} -30 Z" fill="${color}"/>`

export function helpFaq(rng, avatarAt) {
  return backdrop(rng) + ground(455) +
    bubble(640, 80, 200, 150, V) + qMark(740, 160, 2.2) +
    bubble(900, 180, 170, 120, '#2BB3A3', false) + qMark(985, 244, 1.6) +
    bubble(700, 300, 150, 90, '#F2B544') + `<circle cx="745" cy="345" r="9" fill="#FFF"/><circle cx="775" cy="345" r="9" fill="#FFF"/><circle cx="805" cy="345" r="9" fill="#FFF"/>` +
    avatarAt(0, 1080, 390, 64) + sparkle(1120, 100, 1.1) + plantPot(620, 430, 1)
}

export function helpPrivacy(rng) {
  const field = (x, y) => `<rect x="${x}" y="${y}" width="240" height="64" rx="16" fill="#FFFFFF"/>` + [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${x + 40 + i * 30}" cy="${y + 32}" r="9" fill="${VD}"/>`).join('')
  return backdrop(rng, { from: '#EEF4FF', accent: '#4F8FD9' }) + ground(455, '#DCE7FA') +
    shield(880, 260, 1.7, V) + lock(880, 270, 1.6) + field(620, 360) +
    `<circle cx="1080" cy="150" r="46" fill="#2BB3A3"/><path d="M1060 150 l14 14 l28 -30" stroke="#FFF" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(1130, 360, 1) + sparkle(650, 120, 0.9, V)
}

export function helpTerms(rng) {
  const pen = `<g transform="translate(1040 330) rotate(35)"><rect x="-14" y="-150" width="28" height="170" rx="8" fill="${V}"/><rect x="-14" y="-150" width="28" height="30" rx="8" fill="${VD}"/><path d="M-14 20 L0 52 L14 20 Z" fill="#F2D3B0"/><path d="M-5 40 L0 52 L5 40 Z" fill="#1F2233"/></g>`
  const stamp = `<g transform="translate(1110 150) rotate(-12)"><circle r="48" fill="none" stroke="#F47C62" stroke-width="8"/><circle r="30" fill="#F47C62" opacity="0.25"/><path d="M-16 0 l10 10 l22 -24" stroke="#F47C62" stroke-width="8" fill="none" stroke-linecap="round"/></g>`
  return backdrop(rng, { from: '#F6F3EE', accent: '#C89B6D' }) + ground(460, '#EDE3D4') +
    paper(760, 70, 220, 280, 6, { check: false, accent: '#C89B6D' }) + paper(690, 110, 260, 320, 7, { check: true }) + pen + stamp + plantPot(620, 440, 1, '#2BB3A3')
}

export function searchBanner(rng) {
  const mapX = 640
  const mapY = 70
  const out = [`<g transform="translate(${mapX} ${mapY}) skewX(-8)">`, `<rect x="10" y="14" width="470" height="330" rx="24" fill="#D9D6F7"/>`, '<rect x="0" y="0" width="470" height="330" rx="24" fill="#FFFFFF"/>']
  out.push('<path d="M0 230 Q120 190 200 240 T470 210 V260 Q360 270 280 300 T0 290 Z" fill="#CFE8F7"/>')
  out.push('<rect x="300" y="40" width="120" height="90" rx="14" fill="#DDF1E4"/><rect x="40" y="40" width="90" height="70" rx="12" fill="#FBE9D7"/>')
  for (const y of [150, 90]) out.push(`<rect x="0" y="${y}" width="470" height="14" fill="#ECEDF5"/>`)
  for (const x of [170, 260]) out.push(`<rect x="${x}" y="0" width="14" height="330" fill="#ECEDF5"/>`)
  out.push('</g>')
  const glass = `<g transform="translate(1040 270) rotate(-35)"><circle r="70" fill="#FFFFFF" fill-opacity="0.55" stroke="${VD}" stroke-width="18"/><rect x="-13" y="78" width="26" height="110" rx="12" fill="${VD}"/></g>`
  return backdrop(rng) + out.join('') + house(790, 240, 0.45, { roof: '#F47C62' }) + house(950, 170, 0.4, { roof: '#2BB3A3' }) +
    pin(720, 200, 1.2, V) + pin(880, 140, 1.0, '#F47C62') + pin(980, 300, 1.3, V) + glass + sparkle(620, 420, 1)
}

export function shareApp(rng, avatarAt) {
  const share = (x, y) => `<circle cx="${x}" cy="${y}" r="56" fill="${V}"/><g stroke="#FFF" stroke-width="7"><path d="M${x - 16} ${y} L${x + 18} ${y - 20} M${x - 16} ${y} L${x + 18} ${y + 20}"/></g><circle cx="${x - 18}" cy="${y}" r="11" fill="#FFF"/><circle cx="${x + 20}" cy="${y - 22}" r="11" fill="#FFF"/><circle cx="${x + 20}" cy="${y + 22}" r="11" fill="#FFF"/>`
  const links = [[1080, 110], [1120, 300], [980, 420]].map(([x, y]) => `<path d="M900 250 L${x} ${y}" stroke="#C9C5F5" stroke-width="4" stroke-dasharray="10 10"/>`).join('')
  return backdrop(rng, { from: '#F3F1FF' }) + ground(460) + links + phone(660, 90, 170, 340, appScreen(rng, 'cards')) + share(900, 250) +
    avatarAt(1, 1080, 110, 48) + avatarAt(2, 1120, 300, 48) + avatarAt(3, 980, 420, 40) + sparkle(620, 100, 1)
}

// Delhi NCR: India Gate, Qutub Minar, Lotus Temple, Gurugram glass towers and the metro.
export function trustedNcr(rng, avatarAt) {
  const out = [backdrop(rng, { from: '#FFF4EC', to: '#F3F1FF', accent: '#F47C62' })]
  const base = 400
  const far = '#E3DDF7'
  for (const [x, w, h] of [[560, 60, 170], [630, 44, 220], [990, 70, 200], [1070, 54, 260], [1130, 60, 180]]) {
    out.push(`<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="4" fill="${far}"/>`)
    for (let y = base - h + 14; y < base - 10; y += 18) out.push(`<rect x="${x + 8}" y="${y}" width="${w - 16}" height="6" rx="2" fill="#EFEBFB"/>`)
  }
  // Qutub Minar: a tapered, banded tower
  const qx = 700
  out.push(`<path d="M${qx - 26} ${base} L${qx - 12} ${base - 250} L${qx + 12} ${base - 250} L${qx + 26} ${base} Z" fill="#D7896A"/>`)
  for (const f of [0.25, 0.5, 0.72, 0.9]) out.push(`<rect x="${qx - 30 + 14 * f}" y="${base - 250 * f - 6}" width="${60 - 28 * f}" height="8" rx="3" fill="#B9694C"/>`)
  out.push(`<rect x="${qx - 6}" y="${base - 270}" width="12" height="22" fill="#B9694C"/>`)
  // India Gate: an arch with a cornice
  const gx = 830
  out.push(`<path d="M${gx - 70} ${base} V${base - 170} H${gx + 70} V${base} H${gx + 28} V${base - 90} Q${gx} ${base - 130} ${gx - 28} ${base - 90} V${base} Z" fill="#E3C08F"/>`)
  out.push(`<rect x="${gx - 80}" y="${base - 184}" width="160" height="18" rx="3" fill="#C9A06A"/><rect x="${gx - 50}" y="${base - 206}" width="100" height="24" rx="3" fill="#D9B47E"/><path d="M${gx - 30} ${base - 206} Q${gx} ${base - 236} ${gx + 30} ${base - 206} Z" fill="#C9A06A"/>`)
  // Lotus Temple petals
  const lx = 960
  const petals = [[-60, -10, 0.8], [60, -10, 0.8], [-36, -30, 0.95], [36, -30, 0.95], [0, -46, 1.1]]
  for (const [dx, dy, s] of petals) out.push(`<path d="M${lx + dx} ${base + dy} Q${lx + dx - 40 * s} ${base + dy - 40 * s} ${lx + dx} ${base + dy - 90 * s} Q${lx + dx + 40 * s} ${base + dy - 40 * s} ${lx + dx} ${base + dy} Z" fill="${dx === 0 ? '#FFFFFF' : '#F4F1FA'}" stroke="#D8D2EE" stroke-width="3"/>`)
  out.push(`<rect x="${lx - 100}" y="${base - 12}" width="200" height="14" rx="4" fill="#D8D2EE"/>`)
  // glass towers
  for (const [x, w, h, c] of [[1030, 80, 300, '#9CC7E4'], [1110, 70, 240, '#B7D3E9']]) {
    out.push(`<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${c}"/><path d="M${x} ${base - h} L${x + w} ${base - h + 40} V${base - h}Z" fill="${darken(c, 0.12)}"/>`)
    for (let y = base - h + 50; y < base; y += 26) out.push(`<rect x="${x}" y="${y}" width="${w}" height="3" fill="${lighten(c, 0.35)}"/>`)
  }
  // elevated metro with a violet train
  out.push(`<rect x="520" y="${base}" width="680" height="16" fill="#B9B4D6"/>`)
  for (let x = 560; x < 1200; x += 120) out.push(`<rect x="${x}" y="${base + 16}" width="18" height="84" fill="#C9C5E4"/>`)
  out.push(`<rect x="640" y="${base - 44}" width="330" height="44" rx="14" fill="${V}"/>`)
  for (let x = 660; x < 950; x += 46) out.push(`<rect x="${x}" y="${base - 36}" width="32" height="18" rx="4" fill="#DCEBFA"/>`)
  out.push(`<rect x="640" y="${base - 12}" width="330" height="5" fill="${VD}"/>`)
  out.push(`<rect x="0" y="${base + 100}" width="1200" height="10" fill="#EDE8FA"/>`)
  out.push(avatarAt(0, 600, 110, 40) + avatarAt(4, 1120, 84, 34) + sparkle(760, 80, 1) + sparkle(1000, 60, 0.8, '#F47C62'))
  out.push(`<g transform="translate(660 70)"><path d="M0 8 C-6 -4 -22 -2 -22 10 C-22 22 0 32 0 32 C0 32 22 22 22 10 C22 -2 6 -4 0 8Z" fill="#F47C62"/></g>`)
  return out.join('')
}


