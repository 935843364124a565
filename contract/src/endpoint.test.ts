import { describe, expect, it } from 'vitest'
import { endpointPath } from './endpoint.ts'

describe('endpointPath', () => {
  it('fills each :parameter, encoded', () => {
    expect(endpointPath({ path: '/api/operator/v1/properties/:propertyId/photos/:photoId' }, { propertyId: 12, photoId: 'a b' }))
      .toBe('/api/operator/v1/properties/12/photos/a%20b')
  })

  it('leaves a path without parameters as it is', () => {
    expect(endpointPath({ path: '/api/leads/v1/login' })).toBe('/api/leads/v1/login')
  })

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointPath({ path: '/api/x/:id' }, {})).toThrow('missing path parameter id')
  })
})
