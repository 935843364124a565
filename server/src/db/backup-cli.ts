import path from 'node:path'
import { loadDatabaseConfig } from '../config.ts'
import { backup, BackupError, backupTarget, restore } from './backup.ts'

// npm run db:backup -- FILE              the database of DATABASE_URL, or the embedded one in DATA_DIR
// npm run db:restore -- FILE [--replace]  refuses a database that has tables unless --replace
const [command, ...rest] = process.argv.slice(2)
const replace = rest.includes('--replace')
const fileArg = rest.find((a) => !a.startsWith('--'))
const usage = 'usage: npm run db:backup -- FILE | npm run db:restore -- FILE [--replace]'

try {
  if ((command !== 'backup' && command !== 'restore') || !fileArg) throw new BackupError(usage)
  // npm runs scripts from the repo root; the file is where the user typed the command
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg)
  const target = backupTarget(loadDatabaseConfig())
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${target.dir}`
  const started = Date.now()
  if (command === 'backup') await backup(target, file)
  else await restore(target, file, { replace })
  console.log(`${command === 'backup' ? 'Backed up' : 'Restored'} ${where} ${command === 'backup' ? 'to' : 'from'} ${file} in ${Date.now() - started} ms`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
