import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './modal'
import { PageToaster } from './page-toaster'
import { toast } from './toast'

function Sheet() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <PageToaster />
      <Modal open={open} onClose={() => setOpen(false)} title="Move-in date">
        <button type="button" onClick={() => toast.error('Choose a date within 90 days.')}>
          Fail
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false)
            toast.success('Agreement allocated successfully')
          }}
        >
          Save
        </button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('shows an error raised while it is open inside it, where the page behind is inert', async () => {
    render(<Sheet />)
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }))
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Choose a date within 90 days.')
  })

  it('sends a success raised as it closes to the page, with no flushSync first', async () => {
    render(<Sheet />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Agreement allocated successfully')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
