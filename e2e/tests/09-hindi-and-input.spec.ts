import type { LoginReply } from '@basera/contract/auth'
import { login } from '@basera/contract/endpoints'
import { propertyById, roomOptions, search, signInByApi } from './support/api'
import { expect, phoneFor, test } from './support/fixtures'
import { chooseMoveInDate, restoreSession, sendOrPay, todayInIndia } from './support/ui'

const hindiRoomType: Record<string, string> = { Single: 'सिंगल', Double: 'डबल', Triple: 'ट्रिपल', Private: 'प्राइवेट' }

test('in Hindi from sign-in to booking: switch, paste the code, book, My Booking', async ({ page, request, shot }) => {
  test.slow()
  const phone = phoneFor(9)

  // a property with a free room, found as in journey 01
  const results = await search(request, { gender: 'GENDER_FEMALE', minAmount: 2000, maxAmount: 20000, localityId: '' })
  let propertyId = 0
  for (const p of results.data) {
    if ((await roomOptions(request, p.property_id)).some((o) => o.available_rooms > 0)) {
      propertyId = p.property_id
      break
    }
  }
  const property = await propertyById(request, propertyId)
  const option = (await roomOptions(request, propertyId)).find((o) => o.available_rooms > 0)
  if (!option) throw new Error('no free room option')

  await test.step('the drawer switches to हिन्दी; the page follows, <html lang> too', async () => {
    await page.goto('/home')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked()
    await shot('drawer-english')
    // a click, not check(): the screens re-render in Hindi at once, the open drawer with them
    await drawer.getByRole('radio', { name: 'हिन्दी' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    const menu = page.getByRole('dialog', { name: 'मेन्यू' })
    await expect(menu.getByRole('radio', { name: 'हिन्दी' })).toBeChecked()
    await shot('drawer-hindi')
    await menu.getByRole('button', { name: 'लॉग इन करें' }).click()
  })

  await test.step('sign-in in Hindi: a contract message, then the code pasted into the boxes', async () => {
    await expect(page.getByRole('heading', { name: 'Delhi NCR में अपना अगला घर ढूँढें' })).toBeVisible()
    await shot('login-role')
    await page.getByRole('link', { name: 'किरायेदार के रूप में किराये पर लें' }).click()
    await page.getByRole('button', { name: 'OTP पाएँ' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'मोबाइल नंबर डालना ज़रूरी है।' })).toBeVisible()
    await shot('phone-required')
    await page.getByLabel('मोबाइल नंबर').fill(phone)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(login.path)),
      page.getByRole('button', { name: 'OTP पाएँ' }).click(),
    ])
    const { otp } = (await response.json()) as LoginReply
    await expect(page.getByRole('heading', { name: 'अपना नंबर सत्यापित करें' })).toBeVisible()
    await page.getByLabel('4 में से अंक 1').focus()
    // a paste as the phone's clipboard gives it ("1234" or the whole SMS line)
    await page.getByLabel('4 में से अंक 1').evaluate((box, code) => {
      const data = new DataTransfer()
      data.setData('text/plain', ` ${code} `)
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, otp ?? '')
    // the pasted code fills the four boxes and, like a fourth typed digit, sends itself: the next screen shows
    await expect(page.getByRole('heading', { name: 'अपना शहर चुनें' })).toBeVisible()
    await shot('city')
  })

  await test.step('the property and its rooms in Hindi', async () => {
    await page.goto(`/property/${propertyId}`)
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible()
    await expect(page.getByText(/\/माह से$/).first()).toBeVisible()
    await shot('property')
    await page.getByRole('button', { name: 'अभी बुक करें' }).click()
    await expect(page.getByRole('heading', { name: 'कमरों के विकल्प' }).first()).toBeVisible()
    await shot('rooms')
  })

  const details = page.getByRole('dialog', { name: 'आपकी जानकारी' })
  await test.step('the details form: validation in Hindi, then filled', async () => {
    const card = page.getByRole('article', { name: `${hindiRoomType[option.room_type_name] ?? option.room_type_name} शेयरिंग` })
    await card.getByRole('button', { name: 'अभी बुक करें' }).click()
    await expect(details).toBeVisible()
    await details.getByRole('button', { name: 'आगे बढ़ें' }).click()
    await expect(page.getByText('पूरा नाम डालना ज़रूरी है', { exact: true })).toBeVisible()
    await shot('details-name-required')
    await details.getByLabel('पूरा नाम').fill('रिया शर्मा')
    await details.getByRole('radio', { name: 'महिला' }).check()
    await details.getByLabel('ईमेल').fill('riya@example.com')
    await details.getByRole('radio', { name: 'नौकरीपेशा' }).check()
    await details.getByRole('radio', { name: 'नहीं', exact: true }).check()
    await shot('details-filled')
    await details.getByRole('button', { name: 'आगे बढ़ें' }).click()
  })

  await test.step('move-in date, summary, the request: server messages in Hindi', async () => {
    const moveIn = page.getByRole('dialog', { name: 'शिफ़्ट होने की तारीख़ चुनें' })
    await expect(moveIn).toBeVisible()
    await shot('move-in-date')
    await chooseMoveInDate(page, todayInIndia(), { title: 'शिफ़्ट होने की तारीख़ चुनें', field: 'शिफ़्ट होने की तारीख़', next: 'सारांश देखें' })
    const summary = page.getByRole('dialog', { name: 'बुकिंग का सारांश' })
    await expect(summary).toBeVisible()
    await expect(summary.getByText('शिफ़्ट होने के लिए कुल रक़म')).toBeVisible()
    await shot('summary')
    await sendOrPay(page, { summary: 'बुकिंग का सारांश', pay: /^टोकन .* भरें$/, send: 'अनुरोध भेजें', requested: 'अनुरोध भेजा गया' })
  })

  await test.step('My Booking in Hindi, and still Hindi after a reload', async () => {
    await expect(page).toHaveURL(/\/bookings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible()
    const booking = page.getByRole('article', { name: property.property_name })
    // requested, awaiting the owner: never पक्की (confirmed) before the owner accepts
    await expect(booking.getByText('अनुरोध भेजा गया', { exact: true })).toBeVisible()
    await expect(booking.getByText('रिया शर्मा')).toBeVisible()
    await shot('my-booking')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible()
  })

  await test.step('the profile shows the same choice, and switching back to English works', async () => {
    await page.goto('/profile')
    await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('radio', { name: 'हिन्दी' })).toBeChecked()
    await shot('profile-hindi')
    await page.getByRole('radio', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  })
})

test('the price range set by keyboard and by typed amounts, limits and gap kept', async ({ page, request, shot }) => {
  const lead = await signInByApi(request, phoneFor(9, 1))
  await restoreSession(page, lead)
  await page.goto('/city')
  await page.getByRole('button', { name: /Noida/ }).click()
  await expect(page).toHaveURL(/\/localities$/)
  await page.goto('/filters')
  const minSlider = page.getByRole('slider', { name: 'Minimum rent' })
  const maxSlider = page.getByRole('slider', { name: 'Maximum rent' })
  const minTyped = page.getByLabel('Minimum rent (₹)')
  const maxTyped = page.getByLabel('Maximum rent (₹)')
  await expect(minTyped).toHaveValue('2,000')
  await expect(maxTyped).toHaveValue('8,000')

  await minSlider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(minTyped).toHaveValue('2,200')
  // all the way up: it pushes the other end along and stays more than 500 below it (the thumbs never jam)
  await page.keyboard.press('End')
  await expect(minSlider).toHaveValue('49400')
  await expect(maxSlider).toHaveValue('50000')
  await page.keyboard.press('Home')
  await expect(minSlider).toHaveValue('1000')
  await expect(maxSlider).toHaveValue('50000')
  await shot('keyboard')

  await maxTyped.fill('25000')
  await maxTyped.press('Enter')
  await expect(maxSlider).toHaveValue('25000')
  await expect(maxTyped).toHaveValue('25,000')
  // a typed amount below the limit stays as typed, with the reason beside it, until corrected
  await minTyped.fill('500')
  await minTyped.press('Tab')
  await expect(minTyped).toHaveValue('500')
  await expect(page.getByText('The lowest rent to search from is ₹1,000.')).toBeVisible()
  await shot('typed')
  await minTyped.fill('1000')
  await minTyped.press('Tab')
  await expect(minSlider).toHaveValue('1000')

  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByRole('button', { name: 'See all properties' }).click()
  await expect(page).toHaveURL(/\/search\?/)
  const params = new URL(page.url()).searchParams
  expect([params.get('min'), params.get('max')]).toEqual(['1000', '25000'])
})
