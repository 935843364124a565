import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeHandle } from './route-handle'
import { routes } from './router'

const flat = (list: readonly RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flat(route.children ?? [])])

// a rendered page lists the styles of the module its handle names: that must be the module its screen comes from
const modules = import.meta.glob<Record<string, unknown>>('./routes/*.tsx')

describe('the route table', () => {
  const rendered = flat(routes).filter((route) => routeHandle(route.handle).ssr)

  it('renders on the server exactly the public pages', () => {
    expect(rendered.map((route) => route.path).sort()).toEqual(['help', 'help/faq', 'home', 'pg-in/:city/:locality', 'privacy', 'property/:id', 'property/:id/rooms', 'search', 'terms'])
  })

  it.each(rendered.map((route) => [route.path, route] as const))('%s names the module its screen comes from', async (_path, route) => {
    const module = routeHandle(route.handle).module ?? ''
    const load = modules[`./${module.replace(/^src\/app\//, '')}`]
    expect(load, `${module} is a screen module`).toBeDefined()
    const screen = typeof route.lazy === 'function' ? await route.lazy() : {}
    expect(Object.values(await (load as () => Promise<Record<string, unknown>>)())).toContain((screen as { Component?: unknown }).Component)
  })
})
