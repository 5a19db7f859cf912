import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/types/core';
import { fallbackLocale, languageOptions } from '../../src/app/top-bar/language-options';

const language = (id: number, culture: string, isDefault = false): Language => ({
  id,
  isDefault,
  displayName: culture,
  culture: { languageCulture: culture },
});

describe('languageOptions', () => {
  it('takes the client languages, normalising English codes to en-EN and dropping unknown ones', () => {
    const options = languageOptions([language(1, 'nl-NL', true), language(2, 'en-GB'), language(3, 'en-US'), language(4, 'es-ES')]);
    expect(options.map((o) => [o.locale, o.id])).toEqual([
      ['nl-NL', 1],
      ['en-EN', 2],
    ]);
  });

  it('falls back to the six built-in locales', () => {
    expect(languageOptions([]).map((o) => o.locale)).toEqual(['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL']);
    expect(languageOptions(undefined)[0]!.id).toBeNull();
  });
});

describe('fallbackLocale', () => {
  const options = languageOptions([language(5, 'pl-PL'), language(6, 'en-EN', true)]);
  it('keeps an offered locale, else picks the default, else the first', () => {
    expect(fallbackLocale(options, 'pl-PL')).toBeNull();
    expect(fallbackLocale(options, 'nl-NL')).toBe('en-EN');
    expect(fallbackLocale(languageOptions([language(5, 'pl-PL')]), 'nl-NL')).toBe('pl-PL');
  });
});
