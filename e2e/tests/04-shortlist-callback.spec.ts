import { roomOptions, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { restoreSession } from './support/ui'

test('shortlist a property, find it in My properties, request a callback', async ({ page, request, shot }) => {
  const lead = await signInByApi(request, phoneFor(4))
  await restoreSession(page, lead)

  const searchLink = '/search?city=3&gender=GENDER_MALE&min=2000&max=20000'
  const card = page.getByRole('main').getByRole('article').first()
  let name = ''

  await test.step('the heart on a card shortlists it, and stays after a reload', async () => {
    await page.goto(searchLink)
    await expect(card).toBeVisible()
    name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
    expect(name).not.toBe('')
    const heart = card.getByRole('button', { name: 'Add to shortlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute('aria-pressed', 'true')
    await shot('shortlisted-on-card')
    await page.reload()
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
    await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute('aria-pressed', 'true')
  })

  await test.step('My properties → Shortlisted lists it', async () => {
    await page.goto('/my-properties')
    await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Shortlisted' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('article', { name })).toBeVisible()
    await shot('my-properties-shortlisted')
  })

  let purpose = ''
  await test.step("Request Call on the room type screen → 'Request Sent Successfully'", async () => {
    await page.getByRole('tabpanel').getByRole('link', { name, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const propertyId = Number(new URL(page.url()).pathname.split('/').pop())
    const [option] = await roomOptions(request, propertyId)
    if (!option) throw new Error('no room options')
    purpose = `Callback about ${option.room_type_name} Sharing in ${name}`
    await page.getByRole('link', { name: 'View Room Options' }).click()
    await expect(page).toHaveURL(new RegExp(`/property/${propertyId}/rooms$`))
    await page.getByRole('article', { name: `${option.room_type_name} Sharing` }).getByRole('button', { name: 'Request Call' }).click()
    const result = page.getByRole('dialog', { name: 'Request Sent Successfully' })
    await expect(result).toBeVisible()
    await shot('callback-sent')
    await result.getByRole('button', { name: 'OK' }).click()
    await expect(result).toBeHidden()
  })

  await test.step("the callback appears under 'Your requests' on the profile", async () => {
    await page.goto('/profile')
    const requests = page.getByRole('region', { name: 'Your requests' })
    await expect(requests.getByText(purpose)).toBeVisible()
    await expect(requests.getByText('Callback', { exact: true })).toBeVisible()
    await expect(requests.getByRole('link', { name })).toBeVisible()
    await requests.scrollIntoViewIfNeeded()
    await shot('your-requests')
  })
})
