import { messages } from '@basera/contract/messages'
import { describe, expect, it } from 'vitest'
import { ApiError, getErrorMessage } from './api-client'

describe('getErrorMessage: the one way a failure becomes text', () => {
  it("shows the server's own reason", () => {
    expect(getErrorMessage(new ApiError(409, messages.noRoomsLeft), messages.propertyAllotmentFailed)).toBe(messages.noRoomsLeft)
  })

  it("says the step's failure when the server answered without a reason", () => {
    expect(getErrorMessage(new ApiError(500, messages.somethingWentWrong), messages.agreementFailed)).toBe(messages.agreementFailed)
  })

  it('says what the screen chose for no answer at all, else the client text (offline: needs the network)', () => {
    const offline = new ApiError(0, 'This needs the network')
    expect(getErrorMessage(offline, messages.agreementFailed, messages.agreementApiFailed)).toBe(messages.agreementApiFailed)
    expect(getErrorMessage(offline, messages.agreementFailed)).toBe('This needs the network')
    expect(getErrorMessage(new TypeError('boom'), messages.loginFailed)).toBe(messages.loginFailed)
  })
})
