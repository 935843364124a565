import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { open, readFile, rename, writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

// Backups of either database into one file, and restores that refuse to overwrite data unless asked.
// PostgreSQL: pg_dump's custom format, taken from a consistent snapshot while the servers keep serving.
// Embedded database: PGlite's own data-folder dump (gzip tar); the server must be stopped, as PGlite is
// one process's database and a second process must not open its folder while it runs.

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }

export class BackupError extends Error {}

const PG_DUMP_MAGIC = 'PGDMP'
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])

/** The embedded database's folder inside DATA_DIR (the server's client.ts opens the same one). */
export function backupTarget(config: { databaseUrl: string | undefined; dataDir: string }): BackupTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') }
}

/** Runs a PostgreSQL client tool; stdin, when given, is written first and then `pipeFrom` (another tool's output). */
function runTool(command: string, args: string[], input?: { prelude: string; pipeFrom?: string[] }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr?.on('data', (d: Buffer) => { errors += d.toString() })
    child.once('error', (error) => reject(new BackupError(`${command} could not run (${error.message}); install the PostgreSQL client tools (postgresql-client)`)))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`))))
    if (!input || !child.stdin) return
    child.stdin.write(input.prelude)
    if (!input.pipeFrom) return child.stdin.end()
    const [source, ...sourceArgs] = input.pipeFrom as [string, ...string[]]
    const producer = spawn(source, sourceArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
    let producerErrors = ''
    producer.stderr.on('data', (d: Buffer) => { producerErrors += d.toString() })
    producer.once('error', (error) => { child.kill(); reject(new BackupError(`${source} could not run (${error.message})`)) })
    producer.once('exit', (code) => {
      if (code !== 0) {
        child.kill()
        reject(new BackupError(`${source} failed (exit ${code}): ${producerErrors.trim()}`))
      }
    })
    producer.stdout.pipe(child.stdin)
  })
}

async function fileKind(file: string): Promise<'pg_dump' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r').catch(() => { throw new BackupError(`No backup file at ${file}`) })
  try {
    const head = Buffer.alloc(5)
    await handle.read(head, 0, 5, 0)
    if (head.toString('latin1') === PG_DUMP_MAGIC) return 'pg_dump'
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite'
    return 'unknown'
  } finally {
    await handle.close()
  }
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`)
    return (rows[0]?.n ?? 0) > 0
  } finally {
    await client.end()
  }
}

function pgliteFolderUsed(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0
}

async function pgliteHasTables(dir: string): Promise<boolean> {
  if (!pgliteFolderUsed(dir)) return false
  const client = new PGlite(dir)
  try {
    await client.waitReady
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`)
    return (rows[0]?.n ?? 0) > 0
  } finally {
    await client.close()
  }
}

/** Writes a backup of the whole database to `file` (through a temporary file, so a failed backup leaves no half file). */
export async function backup(target: BackupTarget, file: string): Promise<void> {
  const temporary = `${file}.partial`
  if (target.kind === 'postgres') {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${temporary}`, `--dbname=${target.url}`])
  } else {
    if (!pgliteFolderUsed(target.dir)) throw new BackupError(`No embedded database at ${target.dir}`)
    const client = new PGlite(target.dir)
    try {
      await client.waitReady
      const dump = await client.dumpDataDir('gzip')
      await writeFile(temporary, Buffer.from(await dump.arrayBuffer()))
    } finally {
      await client.close()
    }
  }
  await rename(temporary, file)
}

/**
 * Restores `file` into the target. A database that already has tables is refused unless `replace`: then
 * PostgreSQL drops its schemas and loads the backup in one transaction (all or nothing), and the embedded
 * database's folder is swapped for the restored one only once that has loaded.
 */
export async function restore(target: BackupTarget, file: string, options: { replace: boolean }): Promise<void> {
  const kind = await fileKind(file)
  if (kind === 'unknown') throw new BackupError(`${file} is not a Basera backup`)
  if (target.kind === 'postgres') {
    if (kind !== 'pg_dump') throw new BackupError(`${file} is a backup of the embedded database, not of PostgreSQL`)
    const used = await postgresHasTables(target.url)
    if (used && !options.replace) throw new BackupError('The database is not empty: restore with --replace to overwrite it')
    const prelude = used ? 'drop schema if exists drizzle cascade;\ndrop schema public cascade;\ncreate schema public;\n' : ''
    await runTool('psql', ['--quiet', '--no-psqlrc', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${target.url}`], {
      prelude,
      pipeFrom: ['pg_restore', '--no-owner', '--no-privileges', '--file=-', file],
    })
    return
  }
  if (kind !== 'pglite') throw new BackupError(`${file} is a PostgreSQL backup, not of the embedded database`)
  if ((await pgliteHasTables(target.dir)) && !options.replace) {
    throw new BackupError('The database is not empty: restore with --replace to overwrite it')
  }
  const incoming = `${target.dir}.restoring`
  rmSync(incoming, { recursive: true, force: true })
  mkdirSync(path.dirname(target.dir), { recursive: true })
  const client = new PGlite(incoming, { loadDataDir: new Blob([await readFile(file)]) })
  await client.waitReady
  await client.close()
  const previous = `${target.dir}.previous`
  rmSync(previous, { recursive: true, force: true })
  if (existsSync(target.dir)) renameSync(target.dir, previous)
  renameSync(incoming, target.dir)
  rmSync(previous, { recursive: true, force: true })
}
