import { propertyById, roomOptions, search, signInByApi, updateProfile } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { chooseMoveInDate, restoreSession, sendOrPay, shownDate } from './support/ui'

// Issue 16: a visitor searches before signing in; after booking, My Booking answers "what now?".

test('a signed-out visitor searches by locality, gender and budget and sees results', async ({ page, shot }) => {
  await page.goto('/city')
  await page.getByRole('button', { name: /Delhi/ }).first().click()
  await expect(page).toHaveURL(/\/localities$/)
  const ask = page.getByRole('dialog', { name: 'Allow your location' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: "Don't Allow" }).click()
  await page.getByLabel('Search localities').fill('Hauz')
  await page.getByRole('button', { name: 'Hauz Khas', exact: true }).click()
  await shot('visitor-locality')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/filters$/)
  await page.getByRole('radio', { name: 'Female' }).check()
  // the budget, typed (Hauz Khas is dearer than the default ₹2,000–8,000)
  await page.getByLabel('Maximum rent (₹)').fill('30000')
  await page.getByLabel('Maximum rent (₹)').press('Enter')
  await shot('visitor-filters')
  await page.getByRole('button', { name: 'See all properties' }).click()
  await expect(page).toHaveURL(/\/search\?/)
  const params = new URL(page.url()).searchParams
  expect(params.get('gender')).toBe('GENDER_FEMALE')
  expect(params.get('city')).toBe('1')
  expect(params.get('max')).toBe('30000')
  await expect(page.getByRole('list', { name: 'Selected Locality' }).getByText('Hauz Khas', { exact: true })).toBeVisible()
  await expect(page.getByText(/^\d+ propert(y|ies) found$/)).toBeVisible()
  await expect(page).not.toHaveURL(/\/login/)
  await shot('visitor-results')
})

test('book → My Booking shows the clarity block → change the date → cancel', async ({ page, request, shot }) => {
  test.slow()
  const lead = await signInByApi(request, phoneFor(12))
  await updateProfile(request, lead, { full_name: 'Riya Sharma', email: 'riya@example.com' })

  // a property that admits women with a free room (the seed is deterministic, inventory is real)
  const results = await search(request, { gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 20000, localityId: '' })
  let chosen: { id: number; optionName: string } | undefined
  for (const p of results.data) {
    const free = (await roomOptions(request, p.property_id)).find((o) => o.available_rooms > 0)
    if (free) {
      chosen = { id: p.property_id, optionName: free.room_type_name }
      break
    }
  }
  if (!chosen) throw new Error('no property with a free room')
  const property = await propertyById(request, chosen.id)

  await restoreSession(page, lead)
  await page.goto(`/property/${property.property_id}/rooms`)
  await expect(page.getByTestId('who-can-stay')).toContainText('Who can stay')
  await shot('rooms-who-can-stay')
  const card = page.getByRole('article', { name: `${chosen.optionName} Sharing` }).first()
  await expect(card.getByText(/Lock-in: \d+ months? · Agreement: \d+ months?/)).toBeVisible()
  await card.getByRole('button', { name: 'Book Now' }).click()
  const form = page.getByRole('dialog', { name: 'Your details' })
  await form.getByRole('radio', { name: 'Female' }).check()
  await form.getByRole('radio', { name: 'Working', exact: true }).check()
  await form.getByRole('radio', { name: 'No', exact: true }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await chooseMoveInDate(page)
  const summary = page.getByRole('dialog', { name: 'Booking summary' })
  await expect(summary.getByText('Lock-in and agreement')).toBeVisible()
  // a room with a token is paid in the sandbox gateway's checkout; a free request is sent as it is
  await sendOrPay(page)
  const booking = page.getByRole('article', { name: property.property_name })
  const clarity = booking.getByTestId('booking-clarity')
  await expect(clarity.getByText('Booking ID')).toBeVisible()
  await expect(clarity.getByText(property.address)).toBeVisible()
  await expect(clarity.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /google\.com\/maps\/dir/)
  await expect(clarity.getByText(/^Lock-in: \d+ months?/)).toBeVisible()
  await expect(clarity.getByText('What happens next')).toBeVisible()
  // the seeded contact is a sample: no number anyone could dial (issue 30)
  await expect(clarity.getByRole('link', { name: /^Call \+91/ })).toHaveCount(0)
  await shot('my-booking-clarity')

  const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 5 * 86_400_000))
  await booking.getByRole('button', { name: 'Change move-in date' }).click()
  const change = page.getByRole('dialog', { name: 'Change your move-in date' })
  await change.getByLabel('Move-in date', { exact: true }).fill(later)
  await change.getByRole('button', { name: 'Save new date' }).click()
  await expect(page.getByText('Your move-in date has been changed.')).toBeVisible()
  await expect(booking.getByText(shownDate(later))).toBeVisible()
  await shot('date-changed')

  await booking.getByRole('button', { name: 'Cancel booking' }).click()
  const ask = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await shot('cancel-asked')
  await ask.getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(booking.getByText('You cancelled this booking and the room went back.')).toBeVisible()
  await shot('cancelled')

  // Home shows nothing live any more; the room came back
  const after = (await roomOptions(request, property.property_id)).find((o) => o.room_type_name === chosen.optionName)
  expect(after?.available_rooms).toBeGreaterThan(0)
})
