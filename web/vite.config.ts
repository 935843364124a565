import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// In development the API runs on its own port; Vite proxies /api to it.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000'

// react-router 7's package exports name only its development build, dev warnings included (remix-run/react-router
// #14102, open); a production build takes the production one it ships beside it (no development checks).
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs')

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { port: Number(process.env.VITE_PORT ?? 5173), proxy: { '/api': apiTarget } },
  build: { target: 'es2022', sourcemap: false },
}))
