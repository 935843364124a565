// Preloaded into the server by the soak (NODE_OPTIONS=--require): on SIGUSR2 it collects garbage and appends
// the process's memory use to MEMORY_PROBE_FILE, so heap figures come from the server, not the load client.
const { appendFileSync } = require('node:fs')
const v8 = require('node:v8')
const vm = require('node:vm')

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc')
const file = process.env.MEMORY_PROBE_FILE
if (file) {
  process.on('SIGUSR2', () => {
    gc()
    const { rss, heapUsed, heapTotal } = process.memoryUsage()
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal })}\n`)
  })
}
