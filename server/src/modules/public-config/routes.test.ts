import { describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { answerOf, createTestApp } from '../../test/helper.ts'

describe(`GET ${endpoints.getPublicConfig.path}`, () => {
  it('answers the configured support channels and map tiles, signed out', async () => {
    const t = await createTestApp({
      config: { support: { phone: '+911140000000', email: 'help@basera.in', placeholder: false }, map: { tileUrl: 'https://maps.basera.in/{z}/{x}/{y}.png', attribution: '© Basera maps' } },
    })
    const res = await t.app.inject({ method: 'GET', url: endpoints.getPublicConfig.path })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      support_phone: '+911140000000', support_email: 'help@basera.in', support_is_placeholder: false, map: { tile_url: 'https://maps.basera.in/{z}/{x}/{y}.png', attribution: '© Basera maps' },
    })
    await t.app.close()
  })

  it('has no map without configured tiles (the app shows the address card)', async () => {
    const t = await createTestApp({ config: { map: null } })
    const res = answerOf(endpoints.getPublicConfig, await t.app.inject({ method: 'GET', url: endpoints.getPublicConfig.path }))
    expect(res.json().map).toBeNull()
    await t.app.close()
  })
})

describe('support channels not configured', () => {
  it('answers the development default and says it is a placeholder', async () => {
    const t = await createTestApp()
    const res = answerOf(endpoints.getPublicConfig, await t.app.inject({ method: 'GET', url: endpoints.getPublicConfig.path }))
    expect(res.json()).toMatchObject({ support_phone: '+910000000000', support_email: 'support-not-configured@basera.example', support_is_placeholder: true })
    await t.app.close()
  })
})
