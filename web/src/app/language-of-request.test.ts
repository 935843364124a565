import { describe, expect, it } from 'vitest'
import { pickLanguage } from './language-of-request'

describe('the language the server renders a page in', () => {
  it('is the reader\'s choice on this site first (the switch\'s cookie)', () => {
    expect(pickLanguage('a=1; basera_language=hi; b=2', 'en-IN,en;q=0.9')).toBe('hi')
    expect(pickLanguage('basera_language=en', 'hi-IN,hi;q=0.9')).toBe('en')
  })

  it('then the browser\'s most preferred of Hindi and English', () => {
    expect(pickLanguage(undefined, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(pickLanguage(undefined, 'en-IN,en;q=0.9,hi;q=0.8')).toBe('en')
    expect(pickLanguage(undefined, 'ta-IN,hi;q=0.7,en;q=0.5')).toBe('hi')
    expect(pickLanguage('other=hi', 'fr;q=0.9,hi;q=0')).toBe('en')
  })

  it('then English, whatever else comes', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en')
    expect(pickLanguage('basera_language=ta', 'de-DE')).toBe('en')
    expect(pickLanguage('basera_language=hindi', '')).toBe('en')
  })
})
