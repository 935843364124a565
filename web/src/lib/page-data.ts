import { PAGE_DATA_ELEMENT_ID } from '@basera/contract/constants'
import type { HomeSectionsReply } from '@basera/contract/engagement'
import type { PropertyByIdReply, SearchPropertiesBody, SearchPropertiesReply } from '@basera/contract/properties'

/**
 * First data the server put in the page (a search link's results, Home's popular lists, a property): the
 * screen shows it without asking again. Read once, at the first screen only; later screens ask.
 */
export interface PageData {
  search?: { body: SearchPropertiesBody; answer: SearchPropertiesReply }
  home?: { answer: HomeSectionsReply }
  property?: { propertyId: number; answer: PropertyByIdReply }
}

/** The page's data for the first screen that asks; the block leaves the document when read. */
export function takePageData<K extends keyof PageData>(kind: K): PageData[K] {
  const block = document.getElementById(PAGE_DATA_ELEMENT_ID)
  if (!block) return undefined
  block.remove()
  try {
    return (JSON.parse(block.textContent) as PageData)[kind]
  } catch {
    return undefined
  }
}
