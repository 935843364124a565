import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { componentStrings } from '../../components/strings'
import { LoginPhoneScreen } from './login-phone'

function openDirectly() {
  // no history: the header has no Back to show
  window.history.replaceState({ idx: 0 }, '')
  const router = createMemoryRouter([{ path: '/login/phone', element: <LoginPhoneScreen /> }], { initialEntries: ['/login/phone'] })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('Phone sign-in opened directly', () => {
  it('shows one Basera logo, linked home, not one in the header and another above the title', () => {
    openDirectly()
    expect(screen.getAllByRole('link', { name: componentStrings.home })).toHaveLength(1)
    expect(document.querySelectorAll('img[src="/media/logo.svg"]')).toHaveLength(1)
  })
})
