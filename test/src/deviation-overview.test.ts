import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEVIATION_COLUMNS, deviationCells, type DeviationRowData } from '../../src/lib/deviations';

/** The overview's cells (spec 01 §7) through the real English and Dutch texts. */
function translator(locale: string) {
  const bundles: Record<string, unknown> = Object.fromEntries(['areas', 'deviations', 'kit']
    .map((ns) => [ns, JSON.parse(readFileSync(new URL(`../../locales/${locale}/${ns}.json`, import.meta.url), 'utf8'))]));
  return (key: string) => {
    const [ns, path] = key.split(':') as [string, string];
    const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundles[ns]);
    if (typeof text !== 'string') throw new Error(`missing text ${key}`);
    return text;
  };
}
const en = translator('en-EN');

const co2Row: DeviationRowData = {
  id: 1, categoryId: null, categoryName: null, fuel: 'l', co2FuelLabel1: 'co2', co2FuelLabel2: 2, deviationLGS: 'smaller', co2Value: 95,
  fuelLabelValue: null, deviationValue: 25, deviationPB: 'amount', additionOrDeduction: 'deduction',
  ownContributionOrMaxLeaseOrLeasePrice: 'ownContribution', perGrCo2: false,
};
const labelRow: DeviationRowData = {
  ...co2Row, id: 2, categoryId: 7, categoryName: 'Categorie 2 – Midden', fuel: 'd', co2FuelLabel1: 'fuelLabel', co2FuelLabel2: 3, deviationLGS: 'equal',
  co2Value: null, fuelLabelValue: 'A', deviationValue: 7.5, deviationPB: 'percentage', additionOrDeduction: 'addition',
  ownContributionOrMaxLeaseOrLeasePrice: 'maxLease',
};

describe('the deviations overview cells', () => {
  it('shows every column of spec 01 §7 in its order', () => {
    expect(DEVIATION_COLUMNS).toEqual(['co2FuelLabel1', 'category', 'fuel', 'deviationLGS', 'co2FuelLabel2', 'co2Value', 'fuelLabelValue', 'deviationValue',
      'additionOrDeduction', 'ownContributionOrMaxLeaseOrLeasePrice', 'perGrCo2']);
  });

  it('reads a CO2 row: the CO2 value shown, the fuel label not, an amount with the euro sign before it', () => {
    expect(deviationCells(co2Row, en)).toEqual({
      co2FuelLabel1: 'CO2', category: 'all categories petrol', fuel: 'Petrol', deviationLGS: 'Smaller', co2FuelLabel2: 'CO2 value (2)',
      co2Value: '95', fuelLabelValue: '', deviationValue: '€ 25,00', additionOrDeduction: 'Subtracted',
      ownContributionOrMaxLeaseOrLeasePrice: 'Own contribution', perGrCo2: 'No',
    });
  });

  it('reads a fuel-label row: the label shown, the CO2 value not, a percentage with the sign after it', () => {
    expect(deviationCells({ ...labelRow, co2Value: 120 }, en)).toMatchObject({
      co2FuelLabel1: 'Fuel label', category: 'Categorie 2 – Midden', fuel: 'Diesel', co2FuelLabel2: 'Fuel label (3)', co2Value: '', fuelLabelValue: 'A',
      deviationValue: '7,5%', additionOrDeduction: 'Added', ownContributionOrMaxLeaseOrLeasePrice: 'Max lease',
    });
    expect(deviationCells({ ...labelRow, deviationValue: 10 }, en).deviationValue).toBe('10%');
    expect(deviationCells({ ...co2Row, deviationValue: 1250.5, perGrCo2: true }, en)).toMatchObject({ deviationValue: '€ 1.250,50', perGrCo2: 'Yes' });
  });

  it('names a row without category "all categories petrol" for l and "… diesel" for any other fuel', () => {
    expect(deviationCells({ ...co2Row, fuel: 'd' }, en).category).toBe('all categories diesel');
    expect(deviationCells({ ...co2Row, fuel: 'e' }, en).category).toBe('all categories diesel');
    expect(deviationCells(co2Row, translator('nl-NL')).category).toBe('alle categorieën benzine');
  });

  it('has every text in all six locales', () => {
    for (const locale of ['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL']) {
      const t = translator(locale);
      for (const row of [co2Row, labelRow, { ...co2Row, fuel: 'd', perGrCo2: true }]) expect(() => deviationCells(row, t)).not.toThrow();
      for (const column of DEVIATION_COLUMNS) expect(t(`deviations:columns.${column}`)).not.toBe('');
    }
  });
});
