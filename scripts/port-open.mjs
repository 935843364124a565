// Exits 0 when something listens on HOST PORT within a second, else 1.
import net from 'node:net'
const [host, port] = process.argv.slice(2)
const socket = net.connect({ host, port: Number(port), timeout: 1000 })
socket.on('connect', () => { socket.destroy(); process.exit(0) })
socket.on('error', () => process.exit(1))
socket.on('timeout', () => { socket.destroy(); process.exit(1) })
