import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { preact } from '@preact/preset-vite'

const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))

export default defineConfig({
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
  // the libraries bundled below, as ES modules: react-router's package exports give Node its CommonJS build,
  // whose require('react') no alias reaches
  resolve: {
    alias: [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/development/index.mjs') }],
    mainFields: ['module', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // libraries that import React are bundled for the tests too, so they meet Preact (the app's runtime, vite.config.ts)
    // through the preset's aliases instead of loading React DOM from node_modules
    server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /sonner/, /embla-carousel-react/] } },
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
