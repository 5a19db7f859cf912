import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../src/lib/redirect';

describe('safeRedirectTarget', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    'https://evil.com/path',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    ' /arrangement',
    'arrangement/driver',
    '/a"onmouseover="x',
    '/<script>',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  it('refuses what is not a string and what is absurdly long', () => {
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it.each(['/', '/arrangement/driver', '/arrangement/driver/edit?id=42', '/arrangement/order?status=open&page=2', '/search?q=van%20dijk'])(
    'accepts the same-origin path %j',
    (target) => {
      expect(safeRedirectTarget(target)).toBe(target);
    },
  );

  it('only ever yields targets that stay on the app origin', () => {
    for (const target of ['/x', '/a/b?c=d', '/%41']) {
      const accepted = safeRedirectTarget(target)!;
      expect(new URL(accepted, 'https://app.example').origin).toBe('https://app.example');
    }
  });
});
