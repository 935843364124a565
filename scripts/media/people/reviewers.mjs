// Six reviewer avatars, in the order of the seeded site reviews (Sandeep, Kavya, Harpreet, Rohit, Ishita, Vikas).
import { join } from 'node:path'
import { writeWebp } from '../lib/output.mjs'
import { avatarSvg, skins } from './avatar.mjs'

export const reviewers = [
  { skin: skins[3], hair: 'short', shirt: '#2BB3A3', collar: 'shirt', beard: true, bg: '#E3F1FB' },
  { skin: skins[1], hair: 'long', shirt: '#7065F0', collar: 'round', bindi: true, earrings: true, bg: '#FDE8D7' },
  { skin: skins[0], hair: 'bun', shirt: '#F47C62', collar: 'v', glasses: true, earrings: true, bg: '#E9E7FD' },
  { skin: skins[2], hair: 'side', shirt: '#2F3E6B', collar: 'kurta', moustache: true, bg: '#E6F4EA' },
  { skin: skins[4], hair: 'curly', shirt: '#F2B544', collar: 'round', earrings: true, dupatta: '#E88BA5', bg: '#FFF1CC' },
  { skin: skins[2], hair: 'bald', hairColor: 'grey', shirt: '#5C8D89', collar: 'shirt', glasses: true, moustache: true, bg: '#F3E8FD' },
]

export async function generateReviewers(outDir) {
  for (const [i, person] of reviewers.entries()) {
    await writeWebp(join(outDir, 'reviewers', `reviewer-${i + 1}.webp`), avatarSvg(person), { quality: 80 })
  }
}
