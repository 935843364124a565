// The production build: server + contract bundled into dist/ (contract ships TypeScript source, so it is
// compiled in here), every npm package left external, the SQL migrations copied beside the bundle.
// `npm start` then runs plain Node on dist/server.js; tsx stays a development tool.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@basera/contract')
const outdir = path.join(root, 'dist')

rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/db/backup-cli.ts' },
  absWorkingDir: root,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
})
cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true })
