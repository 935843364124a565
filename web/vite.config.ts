import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// In development the API runs on its own port; Vite proxies /api to it.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000'

// react-router 7's package exports name only its development build, dev warnings included (remix-run/react-router
// #14102, open); a production build takes the production one it ships beside it (a third less code to run).
const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url))

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { port: Number(process.env.VITE_PORT ?? 5173), proxy: { '/api': apiTarget } },
  build: { target: 'es2022', sourcemap: false },
}))
