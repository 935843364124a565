// Small colour helpers for flat shading (lighter tops, darker sides).
const toRgb = (hex) => {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}
const toHex = (rgb) =>
  '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')

export const mix = (a, b, t) => {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex(x.map((v, i) => v + (y[i] - v) * t))
}
export const lighten = (c, t) => mix(c, '#ffffff', t)
export const darken = (c, t) => mix(c, '#000000', t)

export const brand = {
  main: '#111111',
  accent: '#7065F0',
  accentSoft: '#E9E7FD',
  body: '#333333',
  imageBg: '#F6F8FB',
  white: '#FFFFFF',
}

export const walls = ['#F3EBDD', '#DDEFE6', '#DCE8F5', '#F6E1DC', '#ECEEF2', '#E8E5F7', '#EFE2CC', '#F7F0D8', '#E2F0F0']
export const woods = ['#C89B6D', '#B07D52', '#D9B48A', '#9C6B45', '#E2C39B']
export const tiles = ['#E9E4DC', '#DCD8D2', '#EEEAE4', '#D6DCE2', '#E6DDD0']
export const fabrics = ['#7065F0', '#2BB3A3', '#F47C62', '#F2B544', '#2F3E6B', '#E88BA5', '#6BBF7A', '#4F8FD9', '#B56BD6']
export const furnitureWhites = ['#FAFAFA', '#F1EDE6', '#E9ECEF']
export const laminates = ['#8A5A3B', '#C89B6D', '#6E7B8B', '#F1EDE6', '#5C6B5A', '#D9C2A3', '#7A6A8F']
