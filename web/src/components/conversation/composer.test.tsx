import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { MESSAGE_TEXT_MAX } from '@basera/contract/threads'
import { Composer } from './composer'

const strings = { composerLabel: 'Your message', composerPlaceholder: 'Write a message', counter: (used: number, most: number) => `${used} / ${most}`, send: 'Send' }

describe('message composer', () => {
  it('counts characters up to 1,000, refuses one more with the server\'s sentence, and sends nothing', async () => {
    const onSend = vi.fn(async () => true)
    render(<Composer strings={strings} busy={false} onSend={onSend} />)
    const box = screen.getByLabelText('Your message')
    fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_TEXT_MAX + 1) } })
    expect(screen.getByText(`${MESSAGE_TEXT_MAX + 1} / ${MESSAGE_TEXT_MAX}`)).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(messages.messageTextTooLong)).toBeInTheDocument()
    expect(onSend).not.toHaveBeenCalled()
  })

  it('sends the trimmed text and empties the box only when it went', async () => {
    const onSend = vi.fn(async (text: string) => text !== 'fails')
    render(<Composer strings={strings} busy={false} onSend={onSend} />)
    const box = screen.getByLabelText('Your message')
    await userEvent.type(box, '  Is there parking?  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Is there parking?'))
    await waitFor(() => expect(box).toHaveValue(''))
    await userEvent.type(box, 'fails')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('fails'))
    expect(box).toHaveValue('fails')
  })

  it('refuses an empty message', async () => {
    const onSend = vi.fn(async () => true)
    render(<Composer strings={strings} busy={false} onSend={onSend} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(messages.messageTextRequired)).toBeInTheDocument()
    expect(onSend).not.toHaveBeenCalled()
  })
})
