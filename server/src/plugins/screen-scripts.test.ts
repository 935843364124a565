import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ARRIVAL_SCREENS, screenScripts } from './screen-scripts.ts'

const dist = mkdtempSync(path.join(tmpdir(), 'basera-screens-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function writeManifest(searchFile: string, when: Date) {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_session.js'] },
    '_session.js': { file: 'assets/session-1.js' },
    '_card.js': { file: 'assets/card-1.js', imports: ['_session.js', '_slider.js'] },
    '_slider.js': { file: 'assets/slider-1.js' },
    'src/app/routes/search.tsx': { file: searchFile, isDynamicEntry: true, imports: ['index.html', '_card.js'] },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', isDynamicEntry: true, imports: ['index.html', '_session.js'] },
  }
  mkdirSync(path.join(dist, '.vite'), { recursive: true })
  const file = path.join(dist, '.vite', 'manifest.json')
  writeFileSync(file, JSON.stringify(manifest))
  utimesSync(file, when, when)
}

describe('the scripts of the screens people arrive on', () => {
  it('are the screen and everything it imports that the first load does not already have', () => {
    writeManifest('assets/search-1.js', new Date(2026, 0, 1))
    const scriptsOf = screenScripts(dist)
    expect(scriptsOf('/search')).toEqual(['/assets/search-1.js', '/assets/card-1.js', '/assets/slider-1.js'])
    expect(scriptsOf('/home')).toEqual(['/assets/home-1.js'])
  })

  it('are none for other pages, and for a screen the build does not have', () => {
    const scriptsOf = screenScripts(dist)
    expect(scriptsOf('/login')).toEqual([])
    expect(scriptsOf('/search/extra')).toEqual([])
    expect(scriptsOf('/property/2')).toEqual([])
  })

  it('follow a new build without a restart', () => {
    const scriptsOf = screenScripts(dist)
    expect(scriptsOf('/search')[0]).toBe('/assets/search-1.js')
    writeManifest('assets/search-2.js', new Date(2026, 0, 2))
    expect(scriptsOf('/search')[0]).toBe('/assets/search-2.js')
  })

  it('are none without a manifest', () => {
    expect(screenScripts(path.join(dist, 'missing'))('/search')).toEqual([])
  })

  it("name modules the web app's router loads", () => {
    const web = path.resolve(import.meta.dirname, '../../../web')
    const router = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8')
    for (const { module } of ARRIVAL_SCREENS) {
      expect(existsSync(path.join(web, module)), module).toBe(true)
      expect(router, module).toContain(`import('./${module.replace(/^src\/app\//, '').replace(/\.tsx$/, '')}')`)
    }
  })
})
