import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { homeStrings } from '../strings'
import { ShareCard } from './share-card'

const appLink = `${window.location.origin}/`

afterEach(() => {
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
  vi.restoreAllMocks()
})

describe('share card', () => {
  it('opens the Web Share sheet with the app link when there is one', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    render(<ShareCard />)
    await userEvent.click(screen.getByRole('button', { name: homeStrings.shareButton }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: appLink, text: homeStrings.shareMessage }))
  })

  it("shows the spec's alert with the link when sharing is not supported (no silent copy)", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    render(<ShareCard />)
    await userEvent.click(screen.getByRole('button', { name: homeStrings.shareButton }))
    expect(alert).toHaveBeenCalledWith(`Sharing not supported on this browser. Copy this link: ${appLink}`)
  })
})
