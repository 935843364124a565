import { describe, expect, it } from 'vitest'
import type { Locality } from '@basera/contract/localities'
import { distanceKm, nearestLocality } from './nearest-locality'

const locality = (id: number, name: string, latitude: number | null, longitude: number | null): Locality => ({
  locality_id: id,
  locality_name: name,
  city_id: 2,
  latitude,
  longitude,
})

const noida = [
  locality(1, 'Sector 62', 28.627, 77.365),
  locality(2, 'Sector 18', 28.5708, 77.3261),
  locality(3, 'Unmapped', null, null),
  locality(4, 'Greater Noida', 28.4744, 77.504),
]

describe('nearest locality', () => {
  it('measures great-circle distance with R = 6371 km', () => {
    // one degree of latitude is 6371 * π / 180 ≈ 111.19 km
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 2)
    expect(distanceKm({ latitude: 28.6, longitude: 77.3 }, { latitude: 28.6, longitude: 77.3 })).toBe(0)
  })

  it('picks the closest locality', () => {
    expect(nearestLocality({ latitude: 28.62, longitude: 77.37 }, noida)?.locality_name).toBe('Sector 62')
    expect(nearestLocality({ latitude: 28.56, longitude: 77.33 }, noida)?.locality_name).toBe('Sector 18')
    expect(nearestLocality({ latitude: 28.45, longitude: 77.52 }, noida)?.locality_name).toBe('Greater Noida')
  })

  it('skips localities without coordinates', () => {
    expect(nearestLocality({ latitude: 0, longitude: 0 }, [noida[2]!])).toBeNull()
    expect(nearestLocality({ latitude: 0, longitude: 0 }, [])).toBeNull()
  })

  it('compares by great-circle distance, not by raw degrees', () => {
    // near the pole a longitude degree is short: B is closer in km although farther in degrees
    const a = locality(10, 'A', 80.5, 0)
    const b = locality(11, 'B', 80, 2)
    expect(nearestLocality({ latitude: 80, longitude: 0 }, [a, b])?.locality_name).toBe('B')
  })
})
