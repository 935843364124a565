import { useEffect, useRef, useState } from 'react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'

interface CarouselSettings {
  /** Start the carousel (its library is fetched then, never in a page's first load). */
  start: boolean
  /** Move on by itself every so many milliseconds, until the person touches it. */
  autoplayMs?: number
}

/**
 * Embla on a viewport element: `ref` goes on the viewport, `api` is there once the carousel runs. Embla and its
 * autoplay plugin are fetched when the carousel starts, so the screens that show one keep them out of their first
 * load (the photos and the first slide render without it).
 */
export function useCarousel(options: EmblaOptionsType, { start, autoplayMs }: CarouselSettings) {
  const ref = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [settings] = useState(() => ({ options, autoplayMs }))
  useEffect(() => {
    const viewport = ref.current
    if (!start || !viewport) return undefined
    let carousel: EmblaCarouselType | undefined
    let stopped = false
    const autoplay = settings.autoplayMs === undefined ? null : import('embla-carousel-autoplay')
    void Promise.all([import('embla-carousel'), autoplay]).then(([{ default: EmblaCarousel }, plugin]) => {
      if (stopped) return
      const plugins = plugin ? [plugin.default({ delay: settings.autoplayMs, stopOnInteraction: true })] : []
      carousel = EmblaCarousel(viewport, settings.options, plugins)
      setApi(carousel)
    }, () => undefined)
    return () => {
      stopped = true
      carousel?.destroy()
      setApi(undefined)
    }
  }, [start, settings])
  return { ref, api }
}
