import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/types/core';

// Issue 37 point 4: one word per concept per locale, as locales/GLOSSARY.md lists them. Every namespace file
// present is read, so a new one (dashboard.json) is checked the day it lands.

const root = join(import.meta.dirname, '../../locales');
const isLocale = (cell: string) => (LOCALES as readonly string[]).includes(cell);

interface Term {
  concept: string;
  locale: string;
  word: string;
  not: string[];
}

interface Exception {
  locale: string;
  text: string;
  word: string;
}

/** The cells of a markdown table row, or null for any other line. */
function cells(line: string): string[] | null {
  return line.startsWith('|') ? line.split('|').slice(1, -1).map((cell) => cell.trim()) : null;
}

/** Each `## concept` section's rows `| locale | word | not |`; the `## Exceptions` section's `| locale | text | word | why |`. */
function readGlossary(): { terms: Term[]; exceptions: Exception[] } {
  const terms: Term[] = [];
  const exceptions: Exception[] = [];
  for (const section of readFileSync(join(root, 'GLOSSARY.md'), 'utf8').split(/^## /m).slice(1)) {
    const [title = '', ...lines] = section.split('\n');
    for (const row of lines.map(cells)) {
      if (!row || !isLocale(row[0]!)) continue;
      const [locale, second = '', third = ''] = row as [string, string?, string?];
      if (title.trim() === 'Exceptions') exceptions.push({ locale, text: second, word: third });
      else terms.push({ concept: title.trim(), locale, word: second, not: third.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '' && entry !== '—') });
    }
  }
  return { terms, exceptions };
}

/** Whole words, any case; `*` ends a word with any letters. */
function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*$/, '\\p{L}*'))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Every text of a locale as `namespace:key.path` → what a reader sees: no placeholders, one kind of apostrophe. */
function textsOf(locale: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') texts.set(path, value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/’/g, "'"));
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, path.endsWith(':') ? `${path}${key}` : `${path}.${key}`);
  };
  for (const file of readdirSync(join(root, locale)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(root, locale, file), 'utf8')), `${file.replace(/\.json$/, '')}:`);
  }
  return texts;
}

const { terms, exceptions } = readGlossary();
const textsByLocale = new Map(LOCALES.map((locale) => [locale, textsOf(locale)]));
const excepted = (locale: string, text: string, word: string) =>
  exceptions.some((exception) => exception.locale === locale && exception.text === text && exception.word === word);

describe('the glossary (locales/GLOSSARY.md)', () => {
  it('names a word for every concept in all six locales, one that its texts use', () => {
    const concepts = [...new Set(terms.map((term) => term.concept))];
    expect(concepts.length).toBeGreaterThanOrEqual(7);
    for (const concept of concepts) {
      expect(terms.filter((term) => term.concept === concept).map((term) => term.locale).sort(), concept).toEqual([...LOCALES].sort());
    }
    const unused = terms.filter(({ locale, word }) => ![...textsByLocale.get(locale as (typeof LOCALES)[number])!.values()].some((text) => phrasePattern(`${word}*`).test(text)));
    expect(unused.map(({ locale, concept, word }) => `${locale} ${concept}: ${word}`)).toEqual([]);
  });

  it('is followed: no text uses a word the glossary rules out, except the listed exceptions', () => {
    const faults: string[] = [];
    for (const { concept, locale, word, not } of terms) {
      const patterns = not.map(phrasePattern);
      for (const [text, value] of textsByLocale.get(locale as (typeof LOCALES)[number])!) {
        for (const pattern of patterns) {
          const found = pattern.exec(value)?.[0];
          if (found && !excepted(locale, text, found)) faults.push(`${locale} ${text}: "${found}" for ${concept}, say "${word}"`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('lists only exceptions that are still needed', () => {
    const stale = exceptions.filter(({ locale, text, word }) => !textsByLocale.get(locale as (typeof LOCALES)[number])?.get(text)?.includes(word));
    expect(stale).toEqual([]);
  });
});
