import { describe, expect, it } from 'vitest';
import { deviation } from '../../server/areas/deviation';
import { areaOfPath } from '../../src/areas';
import { brokenRules, listAddressOf, refusalOf, type AreaDef } from '../../src/areas/area';
import { deviationArea } from '../../src/areas/deviation';
import { changesOf, fieldsOf, missingRequired, newValues, wireValues } from '../../src/features/resource-form/resource-form-values';

const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/**
 * The deviation form on the kit (src/areas/deviation.ts): the basis decides which compared value it asks
 * (a field its `shownWhen` hides is neither required nor kept), the server's fields and nothing else.
 */
const area = deviationArea as AreaDef<any>;
const names = (values: Record<string, unknown>) => fieldsOf(area, 'arrangement', values).map((field) => field.name);
const filled = { ...newValues(area, 'arrangement', 7), fuel: 'd', deviationLGS: 'larger', deviationValue: 12.5, additionOrDeduction: 'addition',
  ownContributionOrMaxLeaseOrLeasePrice: 'maxLease' };

describe('deviation form', () => {
  it('empties the chosen category when another arrangement is chosen, not when the same one is chosen again', () => {
    const values = { ...filled, carArrangementId: 7, categoryId: 31 };
    expect(changesOf(area, values, 'carArrangementId', 8)).toEqual([['carArrangementId', 8], ['categoryId', null]]);
    expect(changesOf(area, values, 'carArrangementId', 7)).toEqual([['carArrangementId', 7]]);
    expect(changesOf(area, values, 'fuel', 'l')).toEqual([['fuel', 'l']]);
  });

  it('goes back to the overview of the deviation\'s own arrangement under /component, to the selected one\'s under /arrangement', () => {
    expect(listAddressOf(area, 'component', '/component/deviation', { ...filled, carArrangementId: 12 })).toBe('/component/deviation?id=12');
    expect(listAddressOf(area, 'component', '/component/deviation', { ...filled, carArrangementId: null })).toBe('/component/deviation');
    expect(listAddressOf(area, 'arrangement', '/arrangement/deviation', filled)).toBe('/arrangement/deviation');
  });

  it('starts as the selected arrangement\'s, on a CO2 basis, for all categories, as an amount', () => {
    expect(newValues(area, 'arrangement', 7)).toMatchObject({ carArrangementId: 7, categoryId: null, co2FuelLabel1: 'co2', deviationPB: 'amount', perGrCo2: false });
  });

  it('asks the CO2 value and per gram on a CO2 basis, the fuel label on a fuel-label basis', () => {
    expect(names({ co2FuelLabel1: 'co2' })).toEqual(expect.arrayContaining(['co2Value', 'perGrCo2']));
    expect(names({ co2FuelLabel1: 'co2' })).not.toContain('fuelLabelValue');
    expect(names({ co2FuelLabel1: 'fuelLabel' })).toContain('fuelLabelValue');
    expect(names({ co2FuelLabel1: 'fuelLabel' })).not.toEqual(expect.arrayContaining(['co2Value']));
    expect(missingRequired(area, 'arrangement', filled)).toEqual(['co2Value']);
    expect(missingRequired(area, 'arrangement', { ...filled, co2FuelLabel1: 'fuelLabel' })).toEqual(['fuelLabelValue']);
  });

  it('sends a hidden compared value empty, so switching the basis clears the other one', () => {
    const body = wireValues(area, 'arrangement', { ...filled, co2FuelLabel1: 'fuelLabel', co2Value: 95, perGrCo2: true, fuelLabelValue: 'B' }, 'update');
    expect(body).toMatchObject({ co2FuelLabel1: 'fuelLabel', co2Value: null, perGrCo2: false, fuelLabelValue: 'B', carArrangementId: 7 });
    expect(Object.keys(body).sort()).toEqual(Object.keys(deviation.writable).sort());
  });

  it('stops a percentage above 100 before saving and words the server\'s refusals', () => {
    expect(brokenRules(area, { ...filled, deviationPB: 'percentage', deviationValue: 101 }, { arrangementTypeOf: () => 'car' })).toEqual({ deviationValue: 'percentageMax' });
    expect(brokenRules(area, { ...filled, deviationPB: 'amount', deviationValue: 101 }, { arrangementTypeOf: () => 'car' })).toEqual({});
    expect(refusalOf(area, 'body.carArrangementId must be a car arrangement')?.key).toBe('carOnly');
    expect(refusalOf(area, 'body.fuel must be one of the category\'s fuels (body.categoryId)')?.key).toBe('categoryFuel');
  });

  it('has its form under both sections and its own overview as the lists', () => {
    expect(areaOfPath('/component/deviation/edit')?.area).toBe(deviationArea);
    expect(areaOfPath('/arrangement/deviation/create')?.area).toBe(deviationArea);
    expect(routeByName('arrangement-deviation-edit')?.guards).toEqual(['arrangementType']);
    expect(SCREENS['arrangement-deviation']).toBe(SCREENS['component-deviation']);
    expect(SCREENS['arrangement-deviation']).not.toBe(SCREENS['arrangement-category']);
    expect(SCREENS['arrangement-deviation-edit']).toBe(SCREENS['arrangement-category-edit']);
  });
});
