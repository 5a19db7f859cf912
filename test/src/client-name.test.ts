import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, rememberClientName, resolveClientName } from '../../src/lib/client-name';
import { memoryStorage } from '../support/memory-session';

describe('resolveClientName', () => {
  it('reads clt in lower case and asks for a rewrite when it was not lower case', () => {
    expect(resolveClientName(new URLSearchParams('clt=Demo'), memoryStorage())).toEqual({ name: 'demo', rewrite: true });
    expect(resolveClientName(new URLSearchParams('clt=demo'), memoryStorage())).toEqual({ name: 'demo', rewrite: false });
  });

  it('accepts client= as an alias and rewrites it to clt', () => {
    expect(resolveClientName(new URLSearchParams('client=flota-pl'), memoryStorage())).toEqual({ name: 'flota-pl', rewrite: true });
  });

  it('falls back to the remembered client, then the default', () => {
    const storage = memoryStorage();
    expect(resolveClientName(new URLSearchParams(''), storage)).toEqual({ name: DEFAULT_CLIENT, rewrite: true });
    rememberClientName('Flota-PL', storage);
    expect(resolveClientName(new URLSearchParams(''), storage)).toEqual({ name: 'flota-pl', rewrite: true });
  });

  it('ignores a client name that could not be a client', () => {
    expect(resolveClientName(new URLSearchParams('clt=<script>'), memoryStorage()).name).toBe(DEFAULT_CLIENT);
  });
});
