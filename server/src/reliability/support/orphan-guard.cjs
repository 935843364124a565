// Preloaded (NODE_OPTIONS=--require) into the server processes the reliability tests start: when the process
// that started this one goes away (a test worker killed before its cleanup ran), exit instead of lingering.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.exit(1)
}, 500).unref()
