import type { ArrangementType, CarArrangement } from '../../../contract/types/core';

export interface TypeGroup {
  type: ArrangementType;
  label: string;
  arrangements: CarArrangement[];
}

export interface ActivityGroup {
  key: 'active' | 'inactive';
  label: string;
  /** The active group starts expanded (spec 01 §2 change_car_arrangement). */
  expanded: boolean;
  groups: TypeGroup[];
}

export interface GroupLabels {
  active: string;
  inactive: string;
  type(type: ArrangementType): string;
}

const byLabel = <T extends { label: string }>(a: T, b: T) => a.label.localeCompare(b.label);

/**
 * change_car_arrangement's groups: first by "active online for drivers" (Active / Inactive), then
 * by dataObject type; groups at both levels sorted by their (translated) label, arrangements by name.
 */
export function groupArrangements(arrangements: readonly CarArrangement[], labels: GroupLabels): ActivityGroup[] {
  const result: ActivityGroup[] = [];
  for (const key of ['active', 'inactive'] as const) {
    const members = arrangements.filter((a) => a.calculatorSettings?.isActiveOnlineForDrivers === (key === 'active'));
    if (members.length === 0) continue;
    const types = [...new Set(members.map((a) => a.dataObject?.type ?? 'general'))];
    const groups = types
      .map((type) => ({
        type,
        label: labels.type(type),
        arrangements: members
          .filter((a) => (a.dataObject?.type ?? 'general') === type)
          .sort((a, b) => a.displayName.localeCompare(b.displayName)),
      }))
      .sort(byLabel);
    result.push({ key, label: labels[key], expanded: key === 'active', groups });
  }
  return result.sort(byLabel);
}
