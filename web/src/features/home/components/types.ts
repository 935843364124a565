import type { ReactNode } from 'react'
import type { PropertyCard } from '@basera/contract/properties'

/** The app layer renders property cards (they belong to another feature) with a shortlist heart. */
export type RenderCard = (property: PropertyCard, variant: 'full' | 'compact', priority: boolean) => ReactNode
