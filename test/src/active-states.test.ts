import { describe, expect, it } from 'vitest';
import { render } from 'state-machine-cat';
import { activeStateIds, stateText } from '../../src/features/machine-charts/active-states';
import { toSmcat } from '../../machines/export/to-smcat';
import { authMachine } from '../../machines/auth.machine';

describe('active states on the machines page', () => {
  it('names a simple state and every level of a nested one by id', () => {
    expect(activeStateIds('session', 'watching')).toEqual(['session.watching']);
    expect(activeStateIds('auth', { signedOut: 'idle' })).toEqual(['auth.signedOut', 'auth.signedOut.idle']);
    expect(activeStateIds('m', { a: { b: 'c' }, d: 'e' })).toEqual(['m.a', 'm.a.b', 'm.a.b.c', 'm.d', 'm.d.e']);
  });

  it('reads a state value the way people write it', () => {
    expect(stateText('watching')).toBe('watching');
    expect(stateText({ signedOut: 'rejected' })).toBe('signedOut.rejected');
    expect(stateText({ a: 'b', c: 'd' })).toBe('a.b + c.d');
  });

  it('finds the nodes of the chart the build draws: a node titled with the state id, a cluster with cluster_<id>', async () => {
    const svg = await render(toSmcat(authMachine), { outputType: 'svg' });
    const titles = [...svg.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title);
    for (const id of activeStateIds('auth', { signedOut: 'idle' })) {
      expect(titles.some((title) => title === id || title === `cluster_${id}`), id).toBe(true);
    }
  });
});
