import { describe, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import config from '../vite.config'

const resolve = (env: ConfigEnv): UserConfig => config(env)

describe('vite.config', () => {
  it("builds the server's renderer on React's production build, and both builds keep the worker's list", () => {
    const server = resolve({ command: 'build', mode: 'production', isSsrBuild: true })
    expect(server.define).toMatchObject({ 'process.env.NODE_ENV': '"production"' })
    expect(server.define).toHaveProperty('__OFFLINE_READ_PATHS__')
    const browser = resolve({ command: 'build', mode: 'production', isSsrBuild: false })
    expect(browser.define).toHaveProperty('__OFFLINE_READ_PATHS__')
    expect(browser.define).not.toHaveProperty(['process.env.NODE_ENV'])
  })
})
