// Four portrait testimonial clips: a slow Ken Burns over an illustrated room, a tenant card
// sliding up, a quote bubble with stars popping in. Frames are SVG, piped raw into ffmpeg.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { brand } from '../lib/color.mjs'
import { record, writeWebp } from '../lib/output.mjs'
import { createRng } from '../lib/prng.mjs'
import { mark } from '../brand/brand.mjs'
import { avatar, skins } from '../people/avatar.mjs'
import { bedroom } from '../scenes/bedroom.mjs'
import { kitchen } from '../scenes/kitchen.mjs'
import { lounge } from '../scenes/lounge.mjs'
import { fonts, textPath } from '../lib/text.mjs'

const W = 360
const H = 640
const FPS = 24
const SECONDS = 7

// Names and places follow the seeded home page testimonials.
export const tenants = [
  { name: 'Ritika', place: 'Sector 62, Noida', room: (r) => bedroom(r, { beds: 2 }), person: { skin: skins[1], hair: 'long', shirt: '#E88BA5', collar: 'round', earrings: true, bg: '#FDE8D7' } },
  { name: 'Aman', place: 'Laxmi Nagar, Delhi', room: (r) => bedroom(r, { beds: 2 }), person: { skin: skins[2], hair: 'side', shirt: '#4F8FD9', collar: 'tee', bg: '#E3F1FB' } },
  { name: 'Farhan', place: 'Cyber City, Gurugram', room: (r) => lounge(r), person: { skin: skins[3], hair: 'short', shirt: '#2F3E6B', collar: 'shirt', beard: true, bg: '#E6F4EA' } },
  { name: 'Neha', place: 'Sector 18, Noida', room: (r) => kitchen(r, { dining: false }), person: { skin: skins[0], hair: 'bun', shirt: '#2BB3A3', collar: 'v', earrings: true, bindi: true, bg: '#F3E8FD' } },
]

const clamp01 = (x) => Math.max(0, Math.min(1, x))
const easeOut = (x) => 1 - (1 - clamp01(x)) ** 3
const easeBack = (x) => {
  const t = clamp01(x)
  const c = 1.70158
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2
}
const phase = (t, start, dur) => (t - start) / dur

function star(cx, cy, r, fill) {
  const p = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * 0.45 : r
    p.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`)
  }
  return `<polygon points="${p.join(' ')}" fill="${fill}" stroke-linejoin="round"/>`
}

function frameSvg(tenant, roomSvg, t) {
  const k = t / SECONDS
  const zoom = (H / 600) * (1.12 + 0.12 * k)
  const cx = 400 + (k - 0.5) * 180 * (tenant.panDir ?? 1)
  const cy = 300 - 20 * k
  const bg = `<g transform="translate(${(W / 2 - cx * zoom).toFixed(2)} ${(H / 2 - cy * zoom).toFixed(2)}) scale(${zoom.toFixed(4)})">${roomSvg}</g>`
  const shade = '<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#111111" stop-opacity="0"/><stop offset="1" stop-color="#111111" stop-opacity="0.6"/></linearGradient></defs><rect x="0" y="360" width="360" height="280" fill="url(#fade)"/>'
  // logo pill
  const lo = easeOut(phase(t, 0.1, 0.5))
  const logo = `<g opacity="${lo.toFixed(3)}"><rect x="16" y="18" width="116" height="38" rx="19" fill="#FFFFFF"/><g transform="translate(24 21) scale(0.66)">${mark()}</g>${textPath('Basera', { x: 60, y: 45, size: 20, fill: brand.main, font: fonts.spartanBold })}</g>`
  // quote bubble with stars
  const qb = easeBack(phase(t, 0.9, 0.6))
  const qo = clamp01(phase(t, 0.9, 0.3))
  const stars = [0, 1, 2, 3, 4].map((i) => {
    const s = easeBack(phase(t, 1.5 + i * 0.18, 0.35))
    return `<g transform="translate(${112 + i * 34} 250) scale(${Math.max(0.001, s).toFixed(3)})">${star(0, 0, 13, '#F2B544')}</g>`
  }).join('')
  const heartS = easeBack(phase(t, 2.6, 0.5))
  const heart = `<g transform="translate(300 180) scale(${Math.max(0.001, heartS).toFixed(3)})"><path d="M0 6 C-5 -4 -18 -2 -18 8 C-18 18 0 26 0 26 C0 26 18 18 18 8 C18 -2 5 -4 0 6Z" fill="#F47C62"/></g>`
  const bubble = `<g opacity="${qo.toFixed(3)}" transform="translate(180 215) scale(${Math.max(0.001, qb).toFixed(3)}) translate(-180 -215)">` +
    '<rect x="52" y="160" width="256" height="116" rx="26" fill="#FFFFFF"/><path d="M110 272 L96 304 L138 274 Z" fill="#FFFFFF"/>' +
    `<path d="M78 196 q0 -18 18 -22 l3 7 q-9 4 -9 11 h9 v18 h-21 z M110 196 q0 -18 18 -22 l3 7 q-9 4 -9 11 h9 v18 h-21 z" fill="${brand.accent}"/>` +
    stars + heart + '</g>'
  // tenant card
  const co = easeOut(phase(t, 0.3, 0.7))
  const blink = [3.2, 5.6].some((b) => t >= b && t < b + 0.12)
  const person = { ...tenant.person, blink }
  const card = `<g opacity="${co.toFixed(3)}" transform="translate(0 ${((1 - co) * 60).toFixed(2)})">` +
    '<rect x="18" y="516" width="324" height="100" rx="22" fill="#FFFFFF"/>' +
    '<defs><clipPath id="face"><circle cx="72" cy="566" r="36"/></clipPath></defs>' +
    `<circle cx="72" cy="566" r="39" fill="${brand.accentSoft}"/><g clip-path="url(#face)"><g transform="translate(36 530) scale(0.45)">${avatar(person)}</g></g>` +
    `<circle cx="100" cy="594" r="11" fill="${brand.accent}" stroke="#FFFFFF" stroke-width="3"/><path d="M95 594 l4 4 l7 -8" stroke="#FFFFFF" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
    textPath(tenant.name, { x: 126, y: 560, size: 26, fill: brand.main, font: fonts.latoBold }) +
    `<path d="M133 573 c-5 0 -8 4 -8 8 c0 6 8 13 8 13 s8 -7 8 -13 c0 -4 -3 -8 -8 -8z" fill="${brand.accent}"/><circle cx="133" cy="581" r="2.8" fill="#FFFFFF"/>` +
    textPath(tenant.place, { x: 146, y: 589, size: 16, fill: brand.body, font: fonts.latoRegular }) +
    '</g>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${brand.imageBg}"/>${bg}${shade}${logo}${bubble}${card}</svg>`
}

export function ffmpegAvailable() {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0
}

async function encode(file, frames) {
  const args = ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-',
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-tune', 'animation', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
    '-threads', '1', '-g', String(FPS * 2), '-an', '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', file]
  const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] })
  const done = new Promise((resolve, reject) => ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)))))
  for await (const frame of frames) {
    if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once('drain', r))
  }
  ff.stdin.end()
  await done
}

export async function generateTestimonials(outDir) {
  if (!ffmpegAvailable()) throw new Error('ffmpeg not found: apt-get update && apt-get install -y ffmpeg')
  const dir = join(outDir, 'testimonials')
  await mkdir(dir, { recursive: true })
  for (const [i, tenant] of tenants.entries()) {
    const roomSvg = tenant.room(createRng(`testimonial-room-${i + 1}`))
    const t = { ...tenant, panDir: i % 2 ? -1 : 1 }
    async function* frames() {
      for (let f = 0; f < FPS * SECONDS; f++) yield sharp(Buffer.from(frameSvg(t, roomSvg, f / FPS))).removeAlpha().raw().toBuffer()
    }
    const file = join(dir, `testimonial-${i + 1}.mp4`)
    await encode(file, frames())
    await record(file)
    await writeWebp(join(dir, `testimonial-${i + 1}.webp`), frameSvg(t, roomSvg, 6.2), { quality: 72 })
  }
}
