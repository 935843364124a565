import { expect, test } from './support/fixtures'

// Issue 18: a card's photo slider starts only once the card is on screen (sliders below it cost a slow phone's
// main thread for nothing). The visitor must still see every card's photos play on their own once there, and a
// tap on a photo still opens the property (one link around the photos now, not one per photo).

test("a card's photos play once it is on screen, and a tap on a photo opens the property", async ({ page, shot }) => {
  await page.goto('/search?city=1')
  const sliders = page.getByRole('main').getByRole('group', { name: 'Photos' })
  await expect(sliders.first()).toBeVisible()
  const showing = (slider: ReturnType<typeof sliders.nth>, n: number) => slider.getByRole('button', { name: new RegExp(`^Show photo ${n} of`) })

  // autoplay moves to the second photo after 3 s
  await expect(showing(sliders.first(), 2)).toHaveAttribute('aria-current', 'true', { timeout: 8000 })

  // a card far down the list plays too, once scrolled to
  await expect.poll(() => sliders.count()).toBeGreaterThanOrEqual(4)
  const further = sliders.last()
  await further.scrollIntoViewIfNeeded()
  await expect(showing(further, 2)).toHaveAttribute('aria-current', 'true', { timeout: 8000 })
  await shot('a card further down, on its second photo')

  // (the link around the photos stays put while they slide; a tap lands on the photo shown)
  const photos = further.getByRole('link')
  const opened = await photos.getAttribute('href')
  await photos.click()
  await expect(page).toHaveURL(opened ?? '/property/')
})
