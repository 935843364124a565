import { describe, expect, it } from 'vitest'
import { groupResults } from './group-results'

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, rating: i % 3 === 0 ? 5 : 4 }))

describe('groupResults', () => {
  it('places results 0-1, 3-4, a carousel starting with 2 and 5, then 6+', () => {
    const groups = groupResults(items(12), (i) => i.rating)
    expect(groups.top.map((i) => i.id)).toEqual([0, 1])
    expect(groups.middle.map((i) => i.id)).toEqual([3, 4])
    expect(groups.carousel.map((i) => i.id).slice(0, 2)).toEqual([2, 5])
    expect(groups.carousel).toHaveLength(6)
    // the carousel took the best rated of 6+ (6, 9, 7, 8): the list below shows only the others
    expect(groups.carousel.map((i) => i.id)).toEqual([2, 5, 6, 9, 7, 8])
    expect(groups.rest.map((i) => i.id)).toEqual([10, 11])
  })

  it('shows every result exactly once, whatever the count', () => {
    for (let n = 0; n <= 30; n++) {
      const g = groupResults(items(n), (i) => i.rating)
      const shown = [...g.top, ...g.middle, ...g.carousel, ...g.rest].map((i) => i.id)
      expect(shown.sort((a, b) => a - b)).toEqual(items(n).map((i) => i.id))
    }
  })
})
