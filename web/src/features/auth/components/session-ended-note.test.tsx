import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBookings } from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { callApi } from '../../../lib/api-client'
import { clearAllStorage, getSession, saveSession } from '../../../lib/session'
import { authStrings } from '../strings'
import { SessionEndedNote } from './session-ended-note'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

describe('an expired or revoked session', () => {
  it('ends on the server\'s 401 and sign-in says so', async () => {
    saveSession({ accessToken: 'revoked', leadId: 4 })
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: messages.unauthorized }), { status: 401 })))
    await expect(callApi(getBookings, { body: { leadId: 4 } })).rejects.toThrow(messages.unauthorized)
    expect(getSession()).toBeNull()
    render(<SessionEndedNote />)
    expect(screen.getByRole('status')).toHaveTextContent(authStrings.sessionEnded)
  })

  it('says nothing after a fresh sign-in', () => {
    saveSession({ accessToken: 'fresh', leadId: 4 })
    render(<SessionEndedNote />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
