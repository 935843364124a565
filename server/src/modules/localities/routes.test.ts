import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'

const testApp = useTestApp()
const url = endpoints.getPrefLocalities

describe(`POST ${endpoints.getPrefLocalities.path}`, () => {
  it.each(['Noida', 'noida', 'NOIDA', 2, '2'])('finds Noida by %j, in the fixed order', async (cityname) => {
    const res = await testApp().post(url, { cityname })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { locality_name: string; city_id: number; latitude: number | null }[]
    expect(data.length).toBeGreaterThanOrEqual(17)
    expect(data.every((l) => l.city_id === 2)).toBe(true)
    // the web's 'Popular Localities' are the 5th to 8th
    expect(data.slice(4, 8).map((l) => l.locality_name)).toEqual(['Sector 18', 'Sector 15', 'Sector 50', 'Sector 137'])
    expect(data.some((l) => l.latitude === null)).toBe(true)
  })

  it('keeps the city ids Delhi 1, Noida 2, Gurugram 3', async () => {
    for (const [name, id] of [['Delhi', 1], ['Noida', 2], ['Gurugram', 3]] as const) {
      const res = await testApp().post(url, { cityname: name })
      expect(res.json().data[0]!.city_id).toBe(id)
    }
  })

  it.each([
    [{ cityname: 'Mumbai' }, 404, messages.cityNotFound],
    [{ cityname: 7 }, 404, messages.cityNotFound],
    [{ cityname: '' }, 400, 'City is required'],
    [{}, 400, 'The city is required.'],
  ])('refuses %j', async (body, status, message) => {
    const res = await testApp().post(url, body)
    expect(res.statusCode).toBe(status)
    expect(res.json().message).toContain(message)
  })
})
