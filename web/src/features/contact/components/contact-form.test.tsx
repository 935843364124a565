import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { contactStrings } from '../strings'
import { ContactForm } from './contact-form'

function renderForm(defaults?: { name?: string; email?: string }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ContactForm defaults={defaults} />
    </QueryClientProvider>,
  )
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('ContactForm', () => {
  it('shows each missing field inline and sends nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: contactStrings.send }))
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Name is required')
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(messages.emailRequired)
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription('Message is required')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks the email pattern and clears an error when the field is edited', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderForm()
    const email = screen.getByLabelText(/Email/)
    await userEvent.type(email, 'riya@')
    await userEvent.click(screen.getByRole('button', { name: contactStrings.send }))
    expect(email).toHaveAccessibleDescription(messages.emailInvalid)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(email, 'mail.com')
    expect(email).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText(messages.emailInvalid)).toBeNull()
  })

  it('sends a valid message, says so and resets the message', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(reply(200, { success: true, message: 'ok' })))
    vi.stubGlobal('fetch', fetchMock)
    renderForm({ name: 'Riya', email: 'riya@mail.com' })
    expect(screen.getByLabelText(/Name/)).toHaveValue('Riya')
    await userEvent.type(screen.getByLabelText(/Message/), 'Is the room in Sector 62 still free?')
    await userEvent.click(screen.getByRole('button', { name: contactStrings.send }))
    expect(await screen.findByText(contactStrings.sent)).toBeInTheDocument()
    expect(screen.getByLabelText(/Message/)).toHaveValue('')
    expect(fetchMock).toHaveBeenCalledWith(endpoints.contactUs.path, expect.objectContaining({ method: 'POST' }))
  })

  it('shows the server refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(429, { message: messages.tooManyRequests }))))
    renderForm({ name: 'Riya', email: 'riya@mail.com' })
    await userEvent.type(screen.getByLabelText(/Message/), 'Hello')
    await userEvent.click(screen.getByRole('button', { name: contactStrings.send }))
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests)
  })
})
