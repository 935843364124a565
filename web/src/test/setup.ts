import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// jsdom has no modal dialogs: open and close flip the attribute, as a browser would.
// (the DOM types say showModal is always there; jsdom leaves it out)
if (!(HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// jsdom has no media queries: none matches (the slider library asks when it starts)
// (the DOM types say matchMedia is always there; jsdom leaves it out)
if (!(window as Partial<Window>).matchMedia) {
  window.matchMedia = (query: string) => {
    const list: Pick<MediaQueryList, 'matches' | 'media' | 'onchange' | 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> = {
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }
    return list as MediaQueryList
  }
}
