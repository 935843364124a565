import { describe, expect, it } from 'vitest'
import { viewPropertyParams } from './view-event'

const property = { property_id: 9, city_name: 'Noida', locality_name: 'Sector 62' }

describe('VIEW_PROPERTY params', () => {
  it("sends the visitor's real choices", () => {
    const choices = { gender: 'GENDER_FEMALE', cityName: 'Noida', localityNames: ['Sector 18', 'Sector 62'], min: 3000, max: 9000 }
    expect(viewPropertyParams(choices, property)).toEqual({
      PROPERTY_ID: '9',
      GENDER: 'GENDER_FEMALE',
      STATE: 'Delhi NCR',
      CITY: 'Noida',
      LOCALITY: 'Sector 18, Sector 62',
      MAXAMOUNT: '9000',
      MINAMOUNT: '3000',
    })
  })

  it("falls back to the property's city and locality, never to samples", () => {
    const params = viewPropertyParams({ gender: null, cityName: null, localityNames: [], min: null, max: null }, property)
    expect(params).toMatchObject({ GENDER: '', CITY: 'Noida', LOCALITY: 'Sector 62', MAXAMOUNT: '', MINAMOUNT: '' })
  })
})
