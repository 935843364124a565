import { describe, expect, it } from 'vitest'
import { GENDER_LABELS } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import { messageIn, registerHindi, stringsIn, type NotText } from '../lib/i18n'
import { authStrings } from '../features/auth/strings'
import { faqItems } from '../features/help/faq-text'
import { hindiTranslations } from './hindi-translations'

// Every strings module of the app, whoever adds it: a new one (or a new export) fails until it is paired with Hindi.
// The operator console is English only (PRODUCT.md): its features and routes are left out.
const stringModules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*strings.ts', '/src/**/*-text.ts', '/src/**/*-words.ts', '!/src/**/*.hi.ts', '!/src/features/operator-*/**', '!/src/app/routes/operator/**'],
  { eager: true },
)
const notText: readonly NotText[] = ['serviceName', 'image', 'id', 'to']
// texts that read the same in both languages (a dialling code, a phone number, a brand, the rupee sign)
const sameInHindi = new Set(['countryCode', 'rupee', 'whatsapp', 'PG'])
const DEVANAGARI = /[\u0900-\u097F]/

type Leaf = { path: string; english: unknown; hindi: unknown }

function leaves(english: unknown, hindi: unknown, path: string): Leaf[] {
  if (typeof english !== 'object' || english === null) return [{ path, english, hindi }]
  const out: Leaf[] = []
  if (Array.isArray(english)) {
    expect(Array.isArray(hindi) && hindi.length, `${path}: Hindi list length`).toBe(english.length)
  }
  for (const [key, value] of Object.entries(english)) {
    if ((notText as readonly string[]).includes(key)) continue
    const inner = typeof hindi === 'object' && hindi !== null ? (hindi as Record<string, unknown>)[key] : undefined
    out.push(...leaves(value, inner, `${path}.${key}`))
  }
  return out
}

const englishObjects = () => {
  const found: { name: string; value: object }[] = [
    { name: 'contract messages', value: messages },
    { name: 'contract GENDER_LABELS', value: GENDER_LABELS },
  ]
  for (const [file, module] of Object.entries(stringModules)) {
    for (const [name, value] of Object.entries(module)) if (typeof value === 'object' && value !== null) found.push({ name: `${file} ${name}`, value })
  }
  return found
}

describe('Hindi', () => {
  it('pairs every strings object of the app (and the contract messages) with a Hindi one', () => {
    expect(Object.keys(stringModules).length).toBeGreaterThan(20)
    const paired = new Set(hindiTranslations.map((t) => t.english))
    const missing = englishObjects().filter((o) => !paired.has(o.value)).map((o) => o.name)
    expect(missing).toEqual([])
  })

  it('has a Hindi text for every English text: same keys, functions with the same arguments, written in Devanagari', () => {
    const problems: string[] = []
    hindiTranslations.forEach(({ english, hindi }, index) => {
      for (const leaf of leaves(english, hindi, `#${index}`)) {
        const key = leaf.path.split('.').pop() ?? ''
        if (typeof leaf.english === 'function') {
          if (typeof leaf.hindi !== 'function') problems.push(`${leaf.path}: no Hindi function`)
          else if (leaf.hindi.length !== leaf.english.length) problems.push(`${leaf.path}: arguments differ`)
        } else if (typeof leaf.english === 'string') {
          if (typeof leaf.hindi !== 'string' || leaf.hindi.trim() === '') problems.push(`${leaf.path}: no Hindi text`)
          else if (!sameInHindi.has(key) && !DEVANAGARI.test(leaf.hindi) && leaf.english.trim() !== '') problems.push(`${leaf.path}: not translated (${leaf.hindi})`)
        }
      }
    })
    expect(problems).toEqual([])
  })

  it('gives each strings object a Hindi table and leaves the English one as it is', () => {
    registerHindi(hindiTranslations)
    const hindiAuth = stringsIn(authStrings, 'hi')
    expect(hindiAuth.verify).toBe('सत्यापित करें')
    expect(hindiAuth.verifyBody('9812345678')).toContain('+91 9812345678')
    expect(stringsIn(faqItems, 'hi')[0]?.title).toBe('Basera क्या है?')
    // keys that are data, not text, stay the English's
    expect(stringsIn(faqItems, 'hi')[0]?.id).toBe(1)
    expect(stringsIn(GENDER_LABELS, 'hi').GENDER_FEMALE).toBe('महिला')
    // a server reply carries the English text; the reader sees the Hindi of the same message
    expect(messageIn('Please select your gender', 'hi')).toBe('कृपया अपना लिंग चुनें')
    expect(messageIn('Some text the contract does not have', 'hi')).toBe('Some text the contract does not have')
    // the English objects are never rewritten: the spec's messages stay the English ones
    expect(authStrings.verify).toBe('Verify')
    expect(faqItems[0]?.title).toBe('What is Basera?')
    expect(messages.genderRequired).toBe('Please select your gender')
    expect(stringsIn(authStrings, 'en')).toBe(authStrings)
    expect(messageIn('Please select your gender', 'en')).toBe('Please select your gender')
  })
})
