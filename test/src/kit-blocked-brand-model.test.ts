import { describe, expect, it } from 'vitest';
import { blockedBrandModel } from '../../server/areas/blocked-brand-model';
import { areaOfPath } from '../../src/areas';
import { refusalOf, type AreaDef } from '../../src/areas/area';
import { blockedBrandModelArea } from '../../src/areas/blocked-brand-model';
import { changesOf, newValues, wireValues } from '../../src/features/resource-form/resource-form-values';

const { routeByName } = await import('../../src/app/paths');

/** Issue 15 point 4: blocked brand/models at /arrangement/blocked on the kit, checked against the server's declaration. */
const area = blockedBrandModelArea as AreaDef<any>;

describe('blocked brand/model area', () => {
  it('speaks the server\'s paths, writes its fields and requires what it requires', () => {
    expect(area.api.endpoint.paths).toEqual(blockedBrandModel.paths);
    expect(area.api.endpoint.idParam).toBe(blockedBrandModel.idParam);
    expect(area.fields.map((f) => f.name)).toEqual(['brandId', 'modelId']);
    expect(area.fields.filter((f) => f.required).map((f) => f.name)).toEqual(blockedBrandModel.required.filter((name) => name !== 'carArrangementId'));
  });

  it('blocks the whole brand when no model is chosen, and forgets the model when the brand changes', () => {
    const values = { ...newValues(area, 'arrangement', 4), brandId: 7 };
    expect(wireValues(area, 'arrangement', values, 'create')).toEqual({ carArrangementId: 4, brandId: 7, modelId: null });
    expect(changesOf(area, { ...values, modelId: 70 }, 'brandId', 8)).toEqual([['brandId', 8], ['modelId', null]]);
  });

  it('words the server\'s refusals, and lives under /arrangement only, car arrangements only', () => {
    expect(refusalOf(area, blockedBrandModel.duplicate!)?.key).toBe('duplicate');
    expect(refusalOf(area, 'body.modelId: the arrangement already blocks this brand as a whole')?.key).toBe('wholeBrand');
    expect(areaOfPath('/arrangement/blocked')?.area).toBe(area);
    expect(areaOfPath('/component/blocked')).toBeNull();
    expect(routeByName('arrangement-blocked')!.guards).toContain('arrangementType');
  });
});
