import { describe, expect, it } from 'vitest'
import { photoSrcSet } from './photos.ts'

describe('photoSrcSet', () => {
  it('offers the card-sized copy beside a sample listing photo', () => {
    expect(photoSrcSet('/media/properties/property-07.webp')).toBe('/media/properties/property-07-480.webp 480w, /media/properties/property-07.webp 800w')
  })

  it('offers the card-sized copy beside a photo an operator uploaded', () => {
    expect(photoSrcSet('/media/uploads/p12-0123456789abcdef.webp')).toBe('/media/uploads/p12-0123456789abcdef-480.webp 480w, /media/uploads/p12-0123456789abcdef.webp 800w')
  })

  it('leaves any other photo to its src', () => {
    for (const url of ['/media/fallback.webp', 'https://cdn.example.com/p.webp', '/media/properties/property-07-480.webp', '/media/uploads/p12-0123456789abcdef-480.webp', '/media/uploads/../x.webp']) {
      expect(photoSrcSet(url)).toBeUndefined()
    }
  })
})
