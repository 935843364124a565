// The 13 text-free 1200x500 banners.
import { join } from 'node:path'
import { createRng } from '../lib/prng.mjs'
import { svgDoc, writeWebp } from '../lib/output.mjs'
import { avatar } from '../people/avatar.mjs'
import { reviewers } from '../people/reviewers.mjs'
import { helpFaq, helpPrivacy, helpTerms, searchBanner, shareApp, trustedNcr } from './general.mjs'
import { loanOwners, loanSecurityDeposit, rentNowPayLater, serviceLeads, serviceLoans, serviceManagementApp, servicePrepaidMeter } from './loans.mjs'

let clipN = 0
// A round avatar badge with a white ring, centred on (x, y).
export function avatarAt(i, x, y, radius) {
  const id = `av${++clipN}`
  const s = (radius * 2) / 160
  return `<defs><clipPath id="${id}"><circle cx="${x}" cy="${y}" r="${radius}"/></clipPath></defs>` +
    `<circle cx="${x}" cy="${y + 4}" r="${radius + 6}" fill="#000" opacity="0.08"/><circle cx="${x}" cy="${y}" r="${radius + 6}" fill="#FFFFFF"/>` +
    `<g clip-path="url(#${id})"><g transform="translate(${x - radius} ${y - radius}) scale(${s})">${avatar(reviewers[i % reviewers.length])}</g></g>`
}

const banners = {
  'loan-security-deposit': (rng) => loanSecurityDeposit(rng),
  'rent-now-pay-later': (rng) => rentNowPayLater(rng),
  'loan-owners': (rng) => loanOwners(rng),
  'service-leads': (rng) => serviceLeads(rng, avatarAt),
  'service-management-app': (rng) => serviceManagementApp(rng),
  'service-loans': (rng) => serviceLoans(rng),
  'service-prepaid-meter': (rng) => servicePrepaidMeter(rng),
  'help-faq': (rng) => helpFaq(rng, avatarAt),
  'help-privacy': (rng) => helpPrivacy(rng),
  'help-terms': (rng) => helpTerms(rng),
  'trusted-ncr': (rng) => trustedNcr(rng, avatarAt),
  'search-banner': (rng) => searchBanner(rng),
  'share-app': (rng) => shareApp(rng, avatarAt),
}

export async function generateBanners(outDir) {
  for (const [name, draw] of Object.entries(banners)) {
    await writeWebp(join(outDir, 'banners', `${name}.webp`), svgDoc(1200, 500, draw(createRng(name))), { quality: 75 })
  }
}
