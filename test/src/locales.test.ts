import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/types/core';

const root = join(import.meta.dirname, '../../locales');

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

function keysOf(locale: string): Map<string, string[]> {
  const byNamespace = new Map<string, string[]>();
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))) {
    byNamespace.set(file.replace(/\.json$/, ''), flatKeys(JSON.parse(readFileSync(join(root, locale, file), 'utf8'))).sort());
  }
  return byNamespace;
}

describe('locales', () => {
  it('exist for all six interface languages', () => {
    expect(readdirSync(root).filter((d) => !d.includes('.')).sort()).toEqual([...LOCALES].sort());
  });

  it('have the same namespaces and keys in every language as in nl-NL', () => {
    const reference = keysOf('nl-NL');
    for (const locale of LOCALES) {
      const keys = keysOf(locale);
      expect([...keys.keys()].sort(), locale).toEqual([...reference.keys()].sort());
      for (const [namespace, list] of reference) expect(keys.get(namespace), `${locale}/${namespace}`).toEqual(list);
    }
  });

  it('leave no text empty', () => {
    for (const locale of LOCALES) {
      for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))) {
        const walk = (value: unknown, path: string): void => {
          if (typeof value === 'string') expect(value.trim(), `${locale}/${file} ${path}`).not.toBe('');
          else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
        };
        walk(JSON.parse(readFileSync(join(root, locale, file), 'utf8')), '');
      }
    }
  });
});
