import { describe, expect, it } from 'vitest';
import type { ArrangementType, CarArrangement } from '../../contract/types/core';
import { groupArrangements } from '../../src/app/selection/group-arrangements';

const arrangement = (id: number, displayName: string, type: ArrangementType, active: boolean): CarArrangement => ({
  id,
  displayName,
  dataObject: { type },
  mantelNumber: null,
  categories: [],
  calculatorSettings: { isActiveOnlineForDrivers: active, dateLastRun: null },
});

const labels = (active: string, inactive: string) => ({
  active,
  inactive,
  type: (type: ArrangementType) => ({ car: 'Car', bike: 'Bike', general: 'General' })[type as 'car'] ?? type,
});

describe('groupArrangements (change_car_arrangement)', () => {
  const list = [
    arrangement(1, 'Zeta lease', 'car', true),
    arrangement(2, 'Fiets', 'bike', true),
    arrangement(3, 'Alpha lease', 'car', true),
    arrangement(4, 'Old cars', 'car', false),
    arrangement(5, 'Budget', 'general', false),
  ];

  it('groups by active first (active expanded), then by type, sorted by label', () => {
    const groups = groupArrangements(list, labels('Active', 'Inactive'));
    expect(groups.map((g) => [g.label, g.expanded])).toEqual([['Active', true], ['Inactive', false]]);
    expect(groups[0]!.groups.map((g) => g.label)).toEqual(['Bike', 'Car']);
    expect(groups[0]!.groups[1]!.arrangements.map((a) => a.id)).toEqual([3, 1]);
    expect(groups[1]!.groups.map((g) => g.label)).toEqual(['Car', 'General']);
  });

  it('sorts the activity groups by their translated label and leaves out empty ones', () => {
    const groups = groupArrangements(list, labels('Zichtbaar', 'Onzichtbaar'));
    expect(groups.map((g) => g.key)).toEqual(['inactive', 'active']);
    expect(groups.find((g) => g.key === 'active')!.expanded).toBe(true);
    expect(groupArrangements(list.filter((a) => a.calculatorSettings.isActiveOnlineForDrivers), labels('A', 'I'))).toHaveLength(1);
  });
});
