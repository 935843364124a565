import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ModalOnDemand } from './modal-on-demand'
import { componentStrings } from './strings'

// the dialog's code arrives when the test says so, as a slow network would bring it
const code = vi.hoisted(() => {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrived, arrive: () => arrive() }
})
vi.mock('./modal', async (original) => {
  await code.arrived
  return original()
})

function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalOnDemand open={open} onClose={() => setOpen(false)} title="Compare up to three">
        <p>Which one should it replace?</p>
      </ModalOnDemand>
    </>
  )
}

describe('ModalOnDemand', () => {
  it('opened before its code is in, says so over the page, then opens the dialog', async () => {
    render(<Opener />)
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('status')).toHaveTextContent(componentStrings.loading)
    code.arrive()
    const dialog = await screen.findByRole('dialog', { name: 'Compare up to three' })
    expect(dialog).toHaveTextContent('Which one should it replace?')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('once the page is idle, is there closed before anyone opens it', async () => {
    code.arrive()
    render(<Opener />)
    // jsdom has no requestIdleCallback: the page counts as idle a second after the first part waited for it
    const closed = await screen.findByRole('dialog', { hidden: true }, { timeout: 3000 })
    expect(closed).not.toHaveAttribute('open')
  })
})
