/**
 * Everything the bench starts or creates registers its undo here; `cleanUp` runs them newest first,
 * on success, on failure and on Ctrl-C alike, so no server, browser, folder or database is left behind.
 */
type Undo = { label: string; run: () => Promise<void> | void }

const undos: Undo[] = []
let cleaning: Promise<void> | null = null

export function onCleanup(label: string, run: Undo['run']): () => void {
  const undo = { label, run }
  undos.push(undo)
  return () => {
    const at = undos.indexOf(undo)
    if (at >= 0) undos.splice(at, 1)
  }
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (undos.length > 0) {
      const undo = undos.pop()
      if (!undo) break
      try {
        await undo.run()
      } catch (error) {
        console.error(`cleanup "${undo.label}" failed:`, error instanceof Error ? error.message : error)
      }
    }
  })()
  return cleaning
}

/** Ctrl-C or a kill still undoes everything before the process exits. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`)
      void cleanUp().finally(() => process.exit(130))
    })
  }
}
