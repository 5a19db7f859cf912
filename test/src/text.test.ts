import { describe, expect, it } from 'vitest';
import { companyInitials, matchesEveryWord, trimText } from '../../src/lib/text';

describe('companyInitials', () => {
  it.each([
    ['Demo', 'DE'],
    ['demo', 'DE'],
    ['Demo Mobility B.V.', 'DM'],
    ['flota pl', 'FP'],
    ['  Ąbc   Ńowak ', 'ĄŃ'],
    ['X', 'X'],
    ['Leasedesk-Mobility', 'LM'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (name, initials) => {
    expect(companyInitials(name)).toBe(initials);
  });
});

describe('trimText', () => {
  it('keeps names up to the limit and cuts longer ones with an ellipsis', () => {
    expect(trimText('Short name')).toBe('Short name');
    expect(trimText('12345678901234567890')).toBe('12345678901234567890');
    expect(trimText('123456789012345678901')).toBe('12345678901234567890…');
    expect(trimText('Lease arrangement 2026', 10)).toBe('Lease arra…');
    expect(trimText('Lease     arrangement', 6)).toBe('Lease…');
  });
});

describe('matchesEveryWord', () => {
  it('needs every word in some field', () => {
    expect(matchesEveryWord('demo 1000', ['Demo Mobility', 'demo', '10001'])).toBe(true);
    expect(matchesEveryWord('demo pl', ['Demo Mobility', 'demo', '10001'])).toBe(false);
    expect(matchesEveryWord('  ', ['x'])).toBe(true);
  });
});
