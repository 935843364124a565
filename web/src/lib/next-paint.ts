/**
 * Resolves once the browser has painted the next frame: work started then runs after the paint instead of
 * delaying it, and reads a layout the paint has already made. A page in a background tab gets no frames until
 * shown, so it resolves after `latestMs` at the most.
 */
export function afterNextPaint(latestMs = 200): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, latestMs)
  })
}

/**
 * Resolves once the boot frame's photo (the server puts a page's first photo there, marked for element timing)
 * has painted, or after `latestMs`; at once where there is no such photo or the browser cannot tell. The app's
 * first screen shows the same photo in its place, so it replaces the frame after the photo has painted, not
 * before: the photo paints once instead of the screen opening on an empty box that fills in, and the page's
 * largest paint is the photo's arrival, not the app's script.
 */
export function bootPhotoPainted(latestMs = 500): Promise<void> {
  const photo = document.querySelector('#root img.boot-photo')
  if (!photo || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('element')) {
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'image-paint')) done()
    })
    observer.observe({ type: 'element', buffered: true })
    setTimeout(done, latestMs)
  })
}
