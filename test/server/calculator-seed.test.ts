import { describe, expect, it } from 'vitest';
import { kitHarness } from './kit-contract';

/** The demo seed's calculator durations (issue 14 points 2 and 6): what the screen shows out of the box. */
const h = kitHarness();
const settingOf = async (id: number) =>
  (await h.call('bulk', 'GET', `/cararrangementcalculatorsetting?carArrangementId=${id}`)).json().results[0];

describe('seeded calculator durations', () => {
  it('gives Leaseregeling 2026 durations and kilometres per fuel with an initial pair among them', async () => {
    const setting = await settingOf(h.ids.arrangementIn);
    expect(setting.version).toBe(1);
    expect(setting.durationKm).toEqual([
      { fuelCode: 'd', durations: [36, 48, 60], kilometres: [20000, 25000, 30000, 35000, 40000, 45000], initialDurationMonths: 48, initialKmPerYear: 30000 },
      { fuelCode: 'e', durations: [36, 48, 60], kilometres: [10000, 15000, 20000, 25000, 30000, 35000], initialDurationMonths: 48, initialKmPerYear: 25000 },
      { fuelCode: 'l', durations: [24, 36, 48, 60], kilometres: [10000, 15000, 20000, 25000, 30000], initialDurationMonths: 48, initialKmPerYear: 20000 },
    ]);
    // What the seed wrote passes the server's own check, fuel by fuel.
    for (const fuel of setting.durationKm) {
      const check = await h.call('bulk', 'POST', '/cararrangementcalculatorsetting/checkinitialdurationkm', fuel);
      expect(check.json().results[0]).toEqual({ isValid: true, reason: null });
    }
  });

  it('leaves the bike plan without durations: it has no fuels to choose per', async () => {
    expect((await settingOf(h.ids.bike)).durationKm).toEqual([]);
  });
});
