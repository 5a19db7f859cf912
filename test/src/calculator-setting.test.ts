import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_FUELS, DURATIONS, KILOMETRES, chooseInitialDuration, formOf, fuelsToSend, localProblems, pairProblemsOf, reasonKeyOf,
  setActiveOnline, toggleDuration, toggleKilometres, wireBody,
} from '../../src/features/calculator-setting/calculator-values';
import type { CalculatorSetting } from '../../contract/types/core';

/** Issue 14 point 2 (spec 02 §3, §9): the calculator setting's fixed lists, ticks, initial pair and wire body. */
const seeded: CalculatorSetting = {
  carArrangementId: 3, version: 2, isActiveOnlineForDrivers: true, dateLastRun: '2026-11-24T08:00:00.000Z',
  durationKm: [{ fuelCode: 'e', durations: [48, 36], kilometres: [25000, 10000], initialDurationMonths: 48, initialKmPerYear: 25000 }],
};

describe('calculator setting values', () => {
  it('offers durations 6 to 72 months step 6, kilometres 5,000 to 80,000 step 5,000, for diesel, electric and petrol', () => {
    expect(DURATIONS).toEqual([6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72]);
    expect(KILOMETRES).toHaveLength(16);
    expect([KILOMETRES[0], KILOMETRES[1], KILOMETRES.at(-1)]).toEqual([5000, 10000, 80000]);
    expect(CALCULATOR_FUELS).toEqual(['d', 'e', 'l']);
  });

  it('reads a setting into the form: every fuel present, ticks sorted, a fuel not named with nothing ticked', () => {
    const form = formOf(seeded);
    expect(form.isActiveOnlineForDrivers).toBe(true);
    expect(form.fuels.e).toEqual({ durations: [36, 48], kilometres: [10000, 25000], initialDurationMonths: 48, initialKmPerYear: 25000 });
    expect(form.fuels.d).toEqual({ durations: [], kilometres: [], initialDurationMonths: null, initialKmPerYear: null });
    expect(formOf({ carArrangementId: 3, isActiveOnlineForDrivers: false, dateLastRun: null }).fuels.l.durations).toEqual([]);
  });

  it('ticks and unticks in order; the first tick of a fuel becomes its initial value; unticking the initial one keeps it chosen', () => {
    let form = formOf(seeded);
    form = toggleDuration(form, 'd', 60);
    form = toggleDuration(form, 'd', 24);
    form = toggleKilometres(form, 'd', 30000);
    expect(form.fuels.d).toEqual({ durations: [24, 60], kilometres: [30000], initialDurationMonths: 60, initialKmPerYear: 30000 });
    form = toggleDuration(form, 'e', 48);
    expect(form.fuels.e.durations).toEqual([36]);
    expect(form.fuels.e.initialDurationMonths).toBe(48);
    expect(chooseInitialDuration(form, 'e', 36).fuels.e.initialDurationMonths).toBe(36);
    expect(setActiveOnline(form, false).isActiveOnlineForDrivers).toBe(false);
  });

  it('lets a fuel with nothing left ticked start afresh', () => {
    let form = toggleKilometres(toggleDuration(formOf(seeded), 'l', 36), 'l', 10000);
    form = toggleKilometres(toggleDuration(form, 'l', 36), 'l', 10000);
    expect(form.fuels.l).toEqual({ durations: [], kilometres: [], initialDurationMonths: null, initialKmPerYear: null });
    expect(toggleDuration(form, 'l', 48).fuels.l.initialDurationMonths).toBe(48);
  });

  it('finds what an offered fuel lacks before asking the server: a duration, or a yearly distance', () => {
    const form = formOf(seeded);
    expect(localProblems(form)).toEqual({});
    expect(localProblems(toggleDuration(form, 'd', 36))).toEqual({ d: 'noKilometres' });
    expect(localProblems(toggleKilometres(form, 'l', 5000))).toEqual({ l: 'noDurations' });
  });

  it('sends only the offered fuels, with their initial pair', () => {
    const form = toggleKilometres(toggleDuration(formOf(seeded), 'l', 24), 'l', 15000);
    expect(fuelsToSend(form).map((f) => f.fuelCode)).toEqual(['e', 'l']);
    expect(wireBody(3, setActiveOnline(form, false))).toEqual({
      carArrangementId: 3,
      isActiveOnlineForDrivers: false,
      durationKm: [
        { fuelCode: 'e', durations: [36, 48], kilometres: [10000, 25000], initialDurationMonths: 48, initialKmPerYear: 25000 },
        { fuelCode: 'l', durations: [24], kilometres: [15000], initialDurationMonths: 24, initialKmPerYear: 15000 },
      ],
    });
  });

  it("keeps the check's refusals per fuel and words the server's reasons as the screen's keys", () => {
    const reason = 'body.initialKmPerYear must be one of the chosen kilometres';
    expect(pairProblemsOf([['d', { isValid: true, reason: null }], ['l', { isValid: false, reason }]])).toEqual({ l: reason });
    expect(reasonKeyOf(reason)).toBe('initialKmNotTicked');
    expect(reasonKeyOf('body.initialDurationMonths must be one of the chosen durations')).toBe('initialDurationNotTicked');
    expect(reasonKeyOf('body.durations must NOT have fewer than 1 items')).toBeNull();
  });
});
