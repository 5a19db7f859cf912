import { describe, expect, it } from 'vitest';
import { dealer } from '../../server/areas/dealer';
import { areaOfPath } from '../../src/areas';
import type { AreaDef } from '../../src/areas/area';
import { dealerArea } from '../../src/areas/dealer';
import { wireValues } from '../../src/features/resource-form/resource-form-values';
import { can } from '../../contract/access/permissions';

const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/** Issue 15 point 5: a dealer's form is the kit's, under the preferred-dealer routes; the list and create are their own screens. */
const area = dealerArea as AreaDef<any>;
const limits = dealer.writable as Record<string, { maxLength?: number }>;

describe('dealer area', () => {
  it('edits exactly the server\'s writable fields within its limits', () => {
    expect(area.fields.map((field) => field.name).sort()).toEqual(Object.keys(dealer.writable).sort());
    for (const field of area.fields) if (field.kind === 'text' && limits[field.name]!.maxLength) expect(field.maxLength, field.name).toBe(limits[field.name]!.maxLength);
    expect(area.fields.filter((field) => field.required).map((field) => field.name)).toEqual([...dealer.required]);
    expect(wireValues(area, 'arrangement', { name: ' Bochane ', city: 'Amsterdam', address: '', email: null, phoneNumber: '', mantelNumber: null }, 'update'))
      .toMatchObject({ name: 'Bochane', email: null, mantelNumber: null });
  });

  it('serves the preferred-dealer edit route on the kit form, the list and create on their own screens, for supervisors and above', () => {
    expect(areaOfPath('/arrangement/preferred_dealer/edit')?.area).toBe(area);
    expect(SCREENS['arrangement-preferred_dealer-edit']).toBe(SCREENS['arrangement-writing-news-edit']);
    expect(SCREENS['arrangement-preferred_dealer']).not.toBe(SCREENS['arrangement-writing-news']);
    expect(SCREENS['arrangement-preferred_dealer-create']).not.toBe(SCREENS['arrangement-writing-news-create']);
    const features = routeByName('arrangement-preferred_dealer')!.features;
    expect(routeByName('arrangement-preferred_dealer')!.guards).toContain('arrangementType');
    for (const role of ['master', 'supervisor'] as const) expect(features.every((f) => can({ role }, f)), role).toBe(true);
    for (const role of ['bulk', 'subsupervisor'] as const) expect(features.every((f) => can({ role }, f)), role).toBe(false);
  });
});
