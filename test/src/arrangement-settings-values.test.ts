import { describe, expect, it } from 'vitest';
import type { ArrangementSettings } from '../../contract/types/arrangement-settings';
import type { CarArrangement } from '../../contract/types/core';
import {
  listOutdated, problemOfReason, SETTING_GROUPS, settingsBody, settingsProblems, settingsRecord,
} from '../../src/features/arrangement-settings/settings-values';
import { SETTING_COLUMNS } from '../../contract/areas/arrangement-settings';
import { isBirthDateNeeded } from '../../src/features/driver-form/driver-form-rules';

/** The arrangement settings form's pure part (issue 14 point 3). */
const stored = {
  carArrangementId: 7, version: 3, isActiveOnlineForDrivers: true, minLease: 300, maxLease: 900, maxFuelLabel: '-', segmentsIncluded: ['C'], segmentsExcluded: [],
  logoUrl: '/api-admin/blob?blobName=x.png', carArrangement: { id: 7, displayName: 'Leaseregeling', dataObject: { type: 'car' } }, durationKm: [],
} as unknown as ArrangementSettings;

describe('arrangement settings values', () => {
  it('groups every setting the server stores, once, plus active for drivers and the segments', () => {
    const names = SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.name));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...Object.keys(SETTING_COLUMNS), 'isActiveOnlineForDrivers', 'segmentsIncluded', 'segmentsExcluded'].sort());
    expect(SETTING_GROUPS.map((group) => group.key)).toEqual(['availability', 'ownContribution', 'limits', 'percentages', 'leasePrices', 'display', 'flags', 'period', 'segments']);
  });

  it('edits the arrangement\'s record and sends the settings only, never what is shown read-only', () => {
    const record = settingsRecord(stored);
    expect(record).toMatchObject({ id: 7, version: 3, minLease: 300, maxFuelLabel: '-', segmentsIncluded: ['C'] });
    expect(record).not.toHaveProperty('logoUrl');
    const body = settingsBody(7, { ...record, maxLease: 950, logoUrl: 'x', durationKm: [] });
    expect(body).toMatchObject({ carArrangementId: 7, maxLease: 950, isActiveOnlineForDrivers: true });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['id', 'version', 'logoUrl', 'durationKm', 'carArrangement']));
    expect(settingsRecord({ ...stored, version: undefined }).version).toBe(0);
  });

  it('finds a minimum above its maximum and a percentage deviation above 100, as the server would', () => {
    expect(settingsProblems({ minLease: 900, maxLease: 800 })).toEqual({ minLease: 'minAboveMax' });
    expect(settingsProblems({ minLease: 900, maxLease: null })).toEqual({});
    expect(settingsProblems({ lowerLimitOwnContribution: 60, ownContributionMax: 50, ownContributionPercentageMin: 1, ownContributionPercentageMax: 2 }))
      .toEqual({ lowerLimitOwnContribution: 'minAboveMax' });
    expect(settingsProblems({ maxOptionsDeviation: 150, maxOptionsDeviationUnit: 'percentage' })).toEqual({ maxOptionsDeviation: 'percentageAbove100' });
    expect(settingsProblems({ maxOptionsDeviation: 150, maxOptionsDeviationUnit: 'amount' })).toEqual({});
    expect(problemOfReason('body.minLease must not be more than maxLease')).toBe('minAboveMax');
    expect(problemOfReason('body.maxOptionsDeviation must be at most 100 when maxOptionsDeviationUnit is percentage')).toBe('percentageAbove100');
    expect(problemOfReason('body.maxCo2 must be at most 1000')).toBeNull();
  });

  it('asks for the arrangements again only when active for drivers or the licence check changed from what the list says', () => {
    const listed = { id: 7, calculatorSettings: { isActiveOnlineForDrivers: true, dateLastRun: null }, hasDriverLicenseCheck: false } as CarArrangement;
    expect(listOutdated({ isActiveOnlineForDrivers: false, hasDriverLicenseCheck: false }, listed)).toBe(true);
    expect(listOutdated({ isActiveOnlineForDrivers: true, hasDriverLicenseCheck: true }, listed)).toBe(true);
    expect(listOutdated({ isActiveOnlineForDrivers: true, hasDriverLicenseCheck: false }, listed)).toBe(false);
    expect(listOutdated({ isActiveOnlineForDrivers: false, hasDriverLicenseCheck: false }, undefined)).toBe(false);
  });

  it('makes the birth date mandatory for drivers of an arrangement whose setting checks driving licences, when the client has the licence', () => {
    const bound = (...ids: number[]) => ({ bindings: ids.map((carArrangementId) => ({ carArrangementId, categoryId: null })) });
    expect(isBirthDateNeeded(bound(1, 7), { birthDateRequired: true, licenceCheckArrangements: [7] })).toBe(true);
    expect(isBirthDateNeeded(bound(1), { birthDateRequired: true, licenceCheckArrangements: [7] })).toBe(false);
    expect(isBirthDateNeeded(bound(7), { birthDateRequired: false, licenceCheckArrangements: [7] })).toBe(false);
    // Without the arrangements known (no list given) the licence alone decides, as before.
    expect(isBirthDateNeeded(bound(), { birthDateRequired: true })).toBe(true);
  });
});
