import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { layoutStrings } from './strings'
import { TabBar } from './tab-bar'

describe('tab bar', () => {
  it('highlights Search on the results of a search, not only on Localities', () => {
    render(
      <MemoryRouter initialEntries={['/search?city=2&min=2000&max=8000']}>
        <TabBar />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: layoutStrings.tabSearch })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: layoutStrings.tabHome })).not.toHaveAttribute('aria-current')
  })
})
