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
