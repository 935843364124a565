import { afterEach, describe, expect, it, vi } from 'vitest'
import { shareLink } from './share-link'

const url = 'https://basera.example/search?gender=GENDER_MALE&min=2000&max=8000'

afterEach(() => vi.unstubAllGlobals())

function stubNavigator(share?: (data: ShareData) => Promise<void>, writeText?: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share, clipboard: writeText ? { writeText } : undefined }))
}

describe('shareLink', () => {
  it('uses the Web Share API with the URL', async () => {
    const share = vi.fn(async () => undefined)
    stubNavigator(share)
    expect(await shareLink(url, 't', 'x')).toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: 't', text: 'x', url })
  })

  it('copies the link when sharing is unavailable', async () => {
    const writeText = vi.fn(async () => undefined)
    stubNavigator(undefined, writeText)
    expect(await shareLink(url, 't', 'x')).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(url)
  })

  it("shows the spec's alert when neither works", async () => {
    stubNavigator(undefined, async () => Promise.reject(new Error('denied')))
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    expect(await shareLink(url, 't', 'x')).toBe('alerted')
    expect(alert).toHaveBeenCalledWith(`Sharing not supported on this browser. Copy this link: ${url}`)
  })
})
