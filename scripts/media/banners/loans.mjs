// Banners for loans and owner services (no text: the app writes its own heading on the left).
import { darken, lighten } from '../lib/color.mjs'
import { V, VD, appScreen, backdrop, coin, coinStack, ground, house, phone, plantPot, rupee, shield, sparkle } from './kit.mjs'

const key = (x, y, s, color = '#F2B544') =>
  `<g transform="translate(${x} ${y}) rotate(-35) scale(${s})"><circle cx="0" cy="0" r="34" fill="${color}"/><circle cx="0" cy="0" r="14" fill="#FFFFFF"/>` +
  `<rect x="30" y="-9" width="110" height="18" rx="6" fill="${color}"/><rect x="104" y="5" width="14" height="26" rx="3" fill="${color}"/><rect x="126" y="5" width="12" height="18" rx="3" fill="${color}"/></g>`

export function loanSecurityDeposit(rng) {
  return backdrop(rng) + ground(440) + house(830, 440, 1.9, { roof: V, door: '#F2B544' }) +
    coinStack(1040, 430, 5) + coinStack(1110, 436, 3) + coin(1050, 300, 30) +
    key(640, 360, 0.9) + shield(1000, 170, 0.55, '#2BB3A3') +
    `<path d="M982 168 l14 14 l26 -30" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(700, 130, 1.2) + sparkle(1140, 220, 0.8, V)
}

function calendar(x, y, w, h, rng) {
  const out = [`<rect x="${x + 8}" y="${y + 10}" width="${w}" height="${h}" rx="16" fill="#D9D6F7"/>`, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="#FFFFFF"/>`]
  out.push(`<path d="M${x} ${y + 16} Q${x} ${y} ${x + 16} ${y} H${x + w - 16} Q${x + w} ${y} ${x + w} ${y + 16} V${y + 56} H${x} Z" fill="${V}"/>`)
  for (const rx of [x + w * 0.25, x + w * 0.75]) out.push(`<rect x="${rx - 6}" y="${y - 14}" width="12" height="30" rx="6" fill="${VD}"/>`)
  const cols = 6
  const rows = 4
  const cw = (w - 40) / cols
  const ch = (h - 86) / rows
  const hot = rng.int(8, 20)
  for (let i = 0; i < cols * rows; i++) {
    const cx = x + 20 + (i % cols) * cw + cw / 2
    const cy = y + 76 + Math.floor(i / cols) * ch + ch / 2
    out.push(i === hot ? `<circle cx="${cx}" cy="${cy}" r="${Math.min(cw, ch) * 0.42}" fill="#F47C62"/>` : `<circle cx="${cx}" cy="${cy}" r="5" fill="#D9DCE8"/>`)
  }
  return out.join('')
}

export function rentNowPayLater(rng) {
  const clock = (x, y, rr) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="#FFFFFF" stroke="${V}" stroke-width="10"/><path d="M${x} ${y - rr * 0.6} V${y} L${x + rr * 0.45} ${y + rr * 0.25}" stroke="#1F2233" stroke-width="8" fill="none" stroke-linecap="round"/>`
  return backdrop(rng, { from: '#FFF4EC', accent: '#F47C62' }) + ground(450, '#FBE3D6') +
    calendar(680, 110, 300, 300, rng) + phone(950, 140, 150, 300, appScreen(rng, 'cards')) + clock(690, 120, 54) +
    coin(1100, 420, 24) + coin(1140, 380, 20) + plantPot(620, 420, 1.1) + sparkle(1150, 110, 1)
}

function apartment(x, y, w, floors, wall, trim) {
  const fh = 44
  const h = floors * fh + 40
  const out = [`<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${wall}"/>`, `<rect x="${x - 8}" y="${y - h - 12}" width="${w + 16}" height="16" rx="6" fill="${trim}"/>`]
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 3; c++) out.push(`<rect x="${x + 18 + c * ((w - 36) / 3)}" y="${y - h + 20 + f * fh}" width="${(w - 36) / 3 - 14}" height="26" rx="3" fill="#BFD9EA"/>`)
  }
  out.push(`<rect x="${x + w / 2 - 20}" y="${y - 44}" width="40" height="44" rx="4" fill="${trim}"/>`)
  return out.join('')
}

export function loanOwners(rng) {
  const arrow = `<path d="M640 380 L760 300 L830 330 L980 190" stroke="#2BB3A3" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M950 178 L996 176 L990 222 Z" fill="#2BB3A3"/>`
  return backdrop(rng, { from: '#EEF7F4', accent: '#2BB3A3' }) + ground(450, '#D8EEE6') +
    apartment(860, 450, 220, 6, '#FFFFFF', V) + apartment(700, 450, 150, 4, '#F3F1FF', VD) +
    coinStack(1100, 440, 3) + coinStack(1160, 440, 6) + coinStack(640, 444, 2) + arrow + coin(1030, 110, 28) + sparkle(600, 120, 1.1, V)
}

export function serviceLoans(rng) {
  const bank = (x, y) => {
    const out = [`<path d="M${x - 170} ${y - 250} L${x} ${y - 330} L${x + 170} ${y - 250} Z" fill="${V}"/>`, `<rect x="${x - 170}" y="${y - 252}" width="340" height="22" fill="${VD}"/>`]
    for (let i = 0; i < 5; i++) out.push(`<rect x="${x - 150 + i * 70}" y="${y - 226}" width="34" height="190" rx="4" fill="#FFFFFF"/><rect x="${x - 156 + i * 70}" y="${y - 230}" width="46" height="12" rx="3" fill="#E4E1FA"/>`)
    out.push(`<rect x="${x - 190}" y="${y - 36}" width="380" height="20" rx="4" fill="#E4E1FA"/><rect x="${x - 210}" y="${y - 18}" width="420" height="20" rx="4" fill="#D4D0F5"/>`)
    out.push(`<circle cx="${x}" cy="${y - 285}" r="22" fill="#FFFFFF"/>` + rupee(x, y - 285, 30, V, 4))
    return out.join('')
  }
  const percent = `<g transform="translate(1090 170)"><circle cx="0" cy="0" r="62" fill="#F47C62"/><circle cx="-18" cy="-18" r="11" fill="none" stroke="#FFF" stroke-width="8"/><circle cx="18" cy="18" r="11" fill="none" stroke="#FFF" stroke-width="8"/><path d="M24 -28 L-24 28" stroke="#FFF" stroke-width="9" stroke-linecap="round"/></g>`
  return backdrop(rng, { from: '#F3F1FF' }) + ground(450) + bank(850, 450) + percent + coinStack(1120, 440, 4) + coinStack(600, 444, 2) + coin(640, 330, 24) + sparkle(1000, 80, 1)
}

export function servicePrepaidMeter(rng) {
  const meter = (x, y) => `<rect x="${x + 10}" y="${y + 12}" width="220" height="290" rx="24" fill="#D4D0F5"/><rect x="${x}" y="${y}" width="220" height="290" rx="24" fill="#FFFFFF"/>` +
    `<rect x="${x + 24}" y="${y + 28}" width="172" height="70" rx="10" fill="#1F2233"/><rect x="${x + 40}" y="${y + 52}" width="90" height="22" rx="4" fill="#7CF2C3"/><rect x="${x + 140}" y="${y + 52}" width="40" height="22" rx="4" fill="#3E4A5B"/>` +
    `<circle cx="${x + 110}" cy="${y + 170}" r="52" fill="${lighten(V, 0.85)}"/><path d="M${x + 118} ${y + 128} L${x + 88} ${y + 178} H${x + 112} L${x + 100} ${y + 214} L${x + 136} ${y + 160} H${x + 112} Z" fill="#F2B544"/>` +
    `<rect x="${x + 40}" y="${y + 244}" width="40" height="14" rx="7" fill="#2BB3A3"/><rect x="${x + 94}" y="${y + 244}" width="86" height="14" rx="7" fill="#E4E6EF"/>`
  const wire = `<path d="M760 150 Q760 60 860 60 H1200" stroke="#3E4A5B" stroke-width="8" fill="none"/>`
  return backdrop(rng, { from: '#FFF8E6', accent: '#F2B544' }) + ground(455, '#F7EBC8') + wire + meter(650, 150) +
    phone(950, 160, 140, 280, appScreen(rng, 'chart')) + coin(1120, 420, 24) + sparkle(1130, 130, 1.1, V) + sparkle(620, 110, 0.9)
}

export function serviceManagementApp(rng) {
  const card = (x, y, w, h, c) => `<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="14" fill="#D9D6F7"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#FFFFFF"/><circle cx="${x + 30}" cy="${y + h / 2}" r="16" fill="${c}"/><rect x="${x + 56}" y="${y + h / 2 - 12}" width="${w - 80}" height="9" rx="4.5" fill="#C9CDE0"/><rect x="${x + 56}" y="${y + h / 2 + 4}" width="${(w - 80) * 0.6}" height="9" rx="4.5" fill="${lighten(c, 0.5)}"/>`
  const gear = (x, y, rr) => {
    const teeth = Array.from({ length: 8 }, (_, i) => `<rect x="${x - rr * 0.18}" y="${y - rr * 1.25}" width="${rr * 0.36}" height="${rr * 0.5}" rx="3" fill="${VD}" transform="rotate(${i * 45} ${x} ${y})"/>`).join('')
    return teeth + `<circle cx="${x}" cy="${y}" r="${rr}" fill="${VD}"/><circle cx="${x}" cy="${y}" r="${rr * 0.42}" fill="#FFFFFF"/>`
  }
  return backdrop(rng) + ground(455) + phone(790, 70, 190, 380, appScreen(rng, 'chart')) +
    card(600, 150, 210, 70, '#2BB3A3') + card(960, 250, 210, 70, '#F47C62') + card(620, 320, 180, 66, '#F2B544') +
    gear(1070, 130, 36) + gear(1130, 200, 20) + sparkle(700, 90, 1)
}

export function serviceLeads(rng, avatarAt) {
  const mega = `<g transform="translate(700 270) rotate(-18)"><rect x="-70" y="-30" width="50" height="60" rx="10" fill="${VD}"/><path d="M-24 -30 L90 -90 V90 L-24 30 Z" fill="${V}"/><rect x="84" y="-96" width="20" height="192" rx="10" fill="${VD}"/><rect x="-56" y="26" width="30" height="62" rx="8" fill="${darken(V, 0.3)}"/></g>`
  const waves = [0, 1, 2].map((i) => `<path d="M${830 + i * 28} ${190 - i * 10} Q${860 + i * 34} ${250} ${830 + i * 28} ${310 + i * 10}" stroke="${lighten(V, 0.4 + i * 0.15)}" stroke-width="8" fill="none" stroke-linecap="round"/>`).join('')
  const spots = [[1000, 120], [1100, 250], [990, 380]]
  const links = spots.map(([x, y]) => `<path d="M900 250 L${x} ${y}" stroke="#C9C5F5" stroke-width="4" stroke-dasharray="10 10"/>`).join('')
  return backdrop(rng, { from: '#F3F1FF' }) + links + mega + waves + spots.map(([x, y], i) => avatarAt(i, x, y, 52)).join('') +
    `<circle cx="1150" cy="120" r="22" fill="#2BB3A3"/><path d="M1140 120 l7 7 l13 -15" stroke="#FFF" stroke-width="5" fill="none" stroke-linecap="round"/>` + sparkle(620, 110, 1)
}
