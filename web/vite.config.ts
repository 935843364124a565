import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { lowPriorityAppScript } from './vite-plugins/app-script-priority'
import { stripEndpointSchemas } from './vite-plugins/strip-endpoint-schemas'
// by path: the config loader bundles only relative imports, and the contract ships TypeScript
import { OFFLINE_READ_PATHS } from '../contract/src/offline-reads'

// In development the API runs on its own port; Vite proxies /api to it.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000'

// react-router 7's package exports name only its development build, dev warnings included (remix-run/react-router
// #14102, open); a production build takes the production one it ships beside it (no development checks).
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs')

// Installable: the manifest (linked from index.html, the page of every screen) and the service worker of
// src/sw, built with Workbox. The worker registers after the first paint (main.tsx), outside the first load.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: {
    id: '/home',
    name: 'Basera',
    short_name: 'Basera',
    description: 'Find and book PG rooms, flats and co-living in Delhi, Noida and Gurugram.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#7065F0',
    background_color: '#FFFFFF',
    lang: 'en',
    icons: [
      { src: '/media/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/media/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/media/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // the shell: the tenant app's scripts and styles, the logos (the plugin adds the manifest and its icons);
    // kept as they are used instead: property photos, the map library, the operator console, and the
    // Devanagari font (Hindi readers only)
    globPatterns: ['**/*.{js,css,html}', 'media/*.svg'],
    globIgnores: ['**/operator*', 'assets/leaflet*', 'assets/noto-sans-devanagari*'],
    maximumFileSizeToCacheInBytes: 600_000,
  },
})

// Two builds: the browser's (dist: the app, its shell page and service worker), and the server's (vite build --ssr:
// dist-ssr/entry-server.js, which the API server loads to render public pages, self-contained).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [stripEndpointSchemas(), react(), lowPriorityAppScript(), pwa],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // photos operators upload are served by the API server (seeded ones are files of web/public)
  server: { port: Number(process.env.VITE_PORT ?? 5173), proxy: { '/api': apiTarget, '/media/uploads': apiTarget } },
  // the browser build's manifest tells the server build which styles and scripts a screen needs (app/page-assets.ts)
  build: isSsrBuild ? { target: 'node20', sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true } : { target: 'es2022', sourcemap: false, manifest: true },
  // the server's build carries its libraries (React's production build, whatever NODE_ENV the server runs with)
  ssr: { noExternal: true },
  // the photos, icons and styles are the browser build's to serve
  publicDir: isSsrBuild ? false : 'public',
  define: {
    // the worker's list of kept reads, as plain strings: importing it there would bring the endpoint table's
    // schemas (zod) into the worker
    __OFFLINE_READ_PATHS__: JSON.stringify(OFFLINE_READ_PATHS),
    // the server's build is React's production build whatever NODE_ENV the server runs with (development renders
    // ran React's checks on every element: about six times the CPU per page)
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
}))
