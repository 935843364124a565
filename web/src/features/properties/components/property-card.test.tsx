import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubCarouselApis } from './browser-stubs.test-utils'
import { sampleProperty } from './sample-property.test-utils'
import { PropertyCard } from './property-card'

function renderCard(variant: 'full' | 'compact' = 'full') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PropertyCard property={sampleProperty} variant={variant} action={<button type="button">heart</button>} /> },
      { path: '/property/:id/rooms', element: <p>rooms page</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('PropertyCard', () => {
  beforeEach(stubCarouselApis)

  it('shows rent, move-in total, address, three tags and the rest as +N more', () => {
    renderCard()
    const card = screen.getByRole('article', { name: 'Asha Residency' })
    expect(within(card).getByText('₹6,500')).toBeInTheDocument()
    expect(within(card).getByText('Move in for ₹21,000')).toBeInTheDocument()
    expect(within(card).getByText('C-14, Sector 62, Noida - 201309')).toBeInTheDocument()
    expect(within(card).getByText('Semi Furnished')).toBeInTheDocument()
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wi-Fi', 'AC', 'Meals', '+2 more'])
    expect(within(card).getByRole('button', { name: 'heart' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Show photo 2 of 2' })).toBeInTheDocument()
    // the property's own contact is on its page (cards carry no phone number)
    expect(within(card).getByRole('link', { name: /Contact Owner/ })).toHaveAttribute('href', `/property/${sampleProperty.property_id}#contact`)
    expect(within(card).getByRole('link', { name: 'Asha Residency' })).toHaveAttribute('href', '/property/42')
  })

  it('says how far the nearest metro is in a straight line and how long the walk', () => {
    renderCard()
    const card = screen.getByRole('article', { name: 'Asha Residency' })
    expect(within(card).getByText('1.2 km to Noida Sector 62 metro · 16 min walk')).toBeInTheDocument()
  })

  it('downloads only the first photo until the visitor reaches for the slider', () => {
    renderCard()
    const slider = screen.getByRole('group', { name: 'Photos' })
    const downloading = () => [...slider.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(downloading()).toEqual([sampleProperty.photos[0]])
    // the second slide keeps its name for screen readers while it waits
    expect(within(slider).getByRole('img', { name: 'Asha Residency, photo 2 of 2', hidden: true })).toBeInTheDocument()
    fireEvent.pointerDown(slider)
    expect(downloading()).toEqual(sampleProperty.photos)
  })

  it('Book Now stores the property in session storage and opens its rooms', async () => {
    const router = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(sessionStorage.getItem('property_id')).toBe('42')
    expect(sessionStorage.getItem('property_name')).toBe('Asha Residency')
    expect(router.state.location.pathname).toBe('/property/42/rooms')
  })

  it('compact variant has no booking buttons', () => {
    renderCard('compact')
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument()
    expect(screen.getByText('Move in for ₹21,000')).toBeInTheDocument()
  })
})
