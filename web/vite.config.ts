import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// In development the API runs on its own port; Vite proxies /api to it.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.VITE_PORT ?? 5173), proxy: { '/api': apiTarget } },
  build: { target: 'es2022', sourcemap: false },
})
