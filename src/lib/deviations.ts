import { CO2_CODE, FUEL_LABEL_CODE } from '../../contract/types/deviations';
import { formatCurrency, formatNumber } from './format';

/*
 * The deviations overview's cells (spec 01 §7 "Deviations overview"). The fixed lists' names are the
 * `areas` namespace's `deviation.<list>.<code>`.
 */

/** What the overview reads of a deviation (GET /cararrangement/deviations). */
export interface DeviationRowData {
  id: number;
  categoryId: number | null;
  categoryName: string | null;
  fuel: string;
  co2FuelLabel1: string;
  co2FuelLabel2: number;
  deviationLGS: string;
  co2Value: number | null;
  fuelLabelValue: string | null;
  deviationValue: number;
  deviationPB: string;
  additionOrDeduction: string;
  ownContributionOrMaxLeaseOrLeasePrice: string;
  perGrCo2: boolean;
}

/** The overview's columns in the order spec 01 §7 lists them. */
export const DEVIATION_COLUMNS = ['co2FuelLabel1', 'category', 'fuel', 'deviationLGS', 'co2FuelLabel2', 'co2Value', 'fuelLabelValue', 'deviationValue',
  'additionOrDeduction', 'ownContributionOrMaxLeaseOrLeasePrice', 'perGrCo2'] as const;
export type DeviationColumn = (typeof DEVIATION_COLUMNS)[number];

type Translate = (key: string) => string;

/** 7.5 → "7,5", 5 → "5": a percentage with as many decimals (at most two) as it has. */
const percentage = (value: number) => `${formatNumber(value, 2).replace(/,?0+$/, '')}%`;

/** "all categories petrol" for petrol (l), "all categories diesel" for anything else (spec 01 §7). */
const allCategories = (fuel: string, t: Translate) => t(fuel === 'l' ? 'deviations:allCategories.petrol' : 'deviations:allCategories.diesel');

/**
 * One overview row's cell texts (spec 01 §7): the fixed lists by their names, the category's name or
 * "all categories petrol / diesel", co2Value only when co2FuelLabel2 is 2 and fuelLabelValue only when it
 * is 3 (otherwise empty), deviationValue with the euro sign before it (amount) or a percent sign after it.
 */
export function deviationCells(row: DeviationRowData, t: Translate): Record<DeviationColumn, string> {
  const name = (list: string, code: string) => t(`areas:deviation.${list}.${code}`);
  return {
    co2FuelLabel1: name('bases', row.co2FuelLabel1),
    category: row.categoryId === null ? allCategories(row.fuel, t) : (row.categoryName ?? ''),
    fuel: t(`areas:fuels.${row.fuel}`),
    deviationLGS: name('directions', row.deviationLGS),
    co2FuelLabel2: name('codes', String(row.co2FuelLabel2)),
    co2Value: row.co2FuelLabel2 === CO2_CODE && row.co2Value !== null ? formatNumber(row.co2Value) : '',
    fuelLabelValue: row.co2FuelLabel2 === FUEL_LABEL_CODE && row.fuelLabelValue !== null ? row.fuelLabelValue : '',
    deviationValue: row.deviationPB === 'percentage' ? percentage(row.deviationValue) : formatCurrency(row.deviationValue),
    additionOrDeduction: name('adjustments', row.additionOrDeduction),
    ownContributionOrMaxLeaseOrLeasePrice: name('appliesTo', row.ownContributionOrMaxLeaseOrLeasePrice),
    perGrCo2: t(row.perGrCo2 ? 'kit:yes' : 'kit:no'),
  };
}
