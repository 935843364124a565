import { describe, expect, it } from 'vitest'
import { furnishingClaimed, highlightContradictingFurnishing } from './listing-facts.ts'

describe('furnishingClaimed', () => {
  it.each([
    ['Fully furnished rooms with bed, mattress and wardrobe', 'Fully Furnished'],
    ['Fully-furnished flats', 'Fully Furnished'],
    ['Semi-furnished rooms with a bed and a wardrobe', 'Semi Furnished'],
    ['semi furnished', 'Semi Furnished'],
    ['Unfurnished: bring your own furniture', 'Unfurnished'],
    ['Walking distance to the metro station', null],
  ])('%s → %s', (text, claimed) => {
    expect(furnishingClaimed(text)).toBe(claimed)
  })
})

describe('highlightContradictingFurnishing', () => {
  it('finds "Fully furnished rooms" on a Semi Furnished property', () => {
    expect(highlightContradictingFurnishing('Semi Furnished', ['Hot water', 'Fully furnished rooms with bed'])).toEqual({
      highlight: 'Fully furnished rooms with bed', claimed: 'Fully Furnished',
    })
  })
  it('lets highlights that agree, or say nothing of furnishing, pass', () => {
    expect(highlightContradictingFurnishing('Fully Furnished', ['Fully furnished rooms with bed', 'Hot water'])).toBeNull()
    expect(highlightContradictingFurnishing('Unfurnished', ['Hot water'])).toBeNull()
  })
})
