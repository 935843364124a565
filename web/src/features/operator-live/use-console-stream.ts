import { useEffect, useRef } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { ConsoleChange, ConsoleTopic } from '@basera/contract/realtime'
import { toast } from '../../components/toast'
import { ApiError } from '../../lib/api-client'
import { setConsoleLive } from '../../lib/console-live'
import { operatorKeys } from '../../lib/operator-keys'
import { readConsoleStream } from './api/console-stream'
import { consoleLiveStrings } from './strings'

// While the console is open: the stream of changes at the operator's properties, each refreshing the lists it
// touches. A dropped stream reconnects (the server's retry hint, then longer waits); meanwhile the lists poll every
// 30 s (lib/console-live), and a reconnect refreshes everything, as changes made in the gap were not heard.

/** The console's query keys each topic refreshes (prefixes: every filter of a list). */
const KEYS_OF_TOPIC: Readonly<Record<ConsoleTopic, readonly QueryKey[]>> = {
  bookings: [[...operatorKeys.all, 'bookings'], operatorKeys.properties, [...operatorKeys.all, 'money'], [...operatorKeys.all, 'notifications']],
  visits: [[...operatorKeys.all, 'visits'], [...operatorKeys.all, 'requests'], operatorKeys.properties],
  requests: [[...operatorKeys.all, 'requests'], operatorKeys.properties],
  messages: [operatorKeys.threads, [...operatorKeys.all, 'notifications']],
  notifications: [[...operatorKeys.all, 'notifications']],
}

/** Where a tap on a change's toast goes. */
const SCREEN_OF_TOPIC: Readonly<Record<ConsoleTopic, string>> = {
  bookings: '/operator/bookings', visits: '/operator/visits', requests: '/operator/requests', messages: '/operator/messages', notifications: '/operator',
}

const FIRST_WAIT_MS = 3000
const LONGEST_WAIT_MS = 30_000

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  if (signal.aborted) {
    resolve()
    return
  }
  const timer = setTimeout(resolve, ms)
  signal.addEventListener('abort', () => {
    clearTimeout(timer)
    resolve()
  }, { once: true })
})

export function useConsoleStream(enabled: boolean): void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // a toast's link uses the latest navigate; the stream itself must not reopen when it changes
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  useEffect(() => {
    if (!enabled) return undefined
    const abort = new AbortController()
    const refresh = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
    }
    const announce = (change: ConsoleChange) => {
      const news = change.kind ? consoleLiveStrings.news[change.kind] : undefined
      if (!news) return
      const screen = SCREEN_OF_TOPIC[change.topic]
      toast.info(news, { action: { label: consoleLiveStrings.open, onClick: () => void navigateRef.current(screen) } })
    }
    const run = async () => {
      let failures = 0
      let opened = false
      while (!abort.signal.aborted) {
        let hint: number | null = null
        try {
          hint = await readConsoleStream({
            onOpen: () => {
              failures = 0
              setConsoleLive(true)
              // changes made while the stream was down were not heard
              if (opened) refresh([operatorKeys.all])
              opened = true
            },
            onChange: (change) => {
              refresh(KEYS_OF_TOPIC[change.topic])
              announce(change)
            },
            onResync: () => refresh([operatorKeys.all]),
          }, abort.signal)
        } catch (error) {
          // signed out (the 401 has ended the session): nothing to listen for
          if (error instanceof ApiError && error.status === 401) break
        }
        setConsoleLive(false)
        failures += 1
        await pause(Math.min(LONGEST_WAIT_MS, (hint ?? FIRST_WAIT_MS) * 2 ** (failures - 1)), abort.signal)
      }
      setConsoleLive(false)
    }
    void run()
    return () => abort.abort()
  }, [enabled, queryClient])
}
