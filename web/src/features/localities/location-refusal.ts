// "Don't Allow" is remembered on this device: the prompt does not come back each time Localities opens
// (the location button still asks again when tapped).
const KEY = 'basera_location_refused'

export function locationRefused(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function rememberLocationRefused(): void {
  try {
    localStorage.setItem(KEY, '1')
  } catch {
    // private mode without storage: the prompt may come back, nothing breaks
  }
}
