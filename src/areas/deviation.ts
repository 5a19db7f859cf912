import { deviation, type Deviation } from '../../contract/areas/deviation';
import { fetchArrangementCategories } from '../api/deviations';
import { fetchCarArrangements } from '../api/cararrangement';
import { createResourceApi, type FieldValues } from '../api/resource';
import { DEVIATION_ADJUSTMENTS, DEVIATION_APPLIES_TO, DEVIATION_BASES, DEVIATION_DIRECTIONS, DEVIATION_FUELS, DEVIATION_UNITS, FUEL_LABELS } from '../../contract/types/deviations';
import { defineArea } from './area';

const onCo2 = (values: FieldValues) => values.co2FuelLabel1 === 'co2';
const onFuelLabel = (values: FieldValues) => values.co2FuelLabel1 === 'fuelLabel';

/**
 * The deviation form (spec 02 §3, §7) at /{arrangement|component}/deviation/create and /edit?id=, bulk and
 * above; the lists are the overview's own screen (screens/arrangement/deviation-overview.tsx, spec 01 §7).
 * Under /arrangement a new deviation is the selected arrangement's; under /component the form chooses one
 * of the car arrangements (deviations exist for cars only, 01 §6). The basis decides which compared value
 * the form asks: a CO2 value (and "per gram CO2") or a fuel label; the other is sent empty. The category
 * is one of the arrangement's, empty meaning all categories. Limits as the contract states them
 * (contract/areas/deviation.ts); the compared value is required only while its basis shows it (the server's rule).
 */
export const deviationArea = defineArea<Deviation>({
  key: 'deviation',
  contract: deviation,
  api: createResourceApi<Deviation>(deviation),
  variants: 'arrangementOnly',
  everyArrangementUnderComponent: true,
  // Under /component the overview is one arrangement's (?id=): back to the one the deviation belongs to.
  listQuery: (values, section) => (section === 'component' && typeof values.carArrangementId === 'number' ? `?id=${values.carArrangementId}` : ''),
  // The overview screen shows the rows; these serve the generic list nobody routes to.
  columns: [{ name: 'categoryName' }, { name: 'deviationValue' }],
  fields: [
    {
      name: 'carArrangementId', kind: 'choice', only: 'component',
      options: async (_, signal) => (await fetchCarArrangements({ signal }))
        .filter((arrangement) => arrangement.dataObject.type === 'car')
        .map((arrangement) => ({ value: String(arrangement.id), label: arrangement.displayName })),
    },
    {
      name: 'categoryId', kind: 'choice', nullable: true, dependsOn: 'carArrangementId',
      options: async (values, signal) => (typeof values.carArrangementId !== 'number' ? [] : (await fetchArrangementCategories(values.carArrangementId, { signal }))
        .map((category) => ({ value: String(category.id), label: `${category.categoryNumber} – ${category.displayName}` }))),
    },
    { name: 'fuel', kind: 'select', choices: DEVIATION_FUELS, labels: 'fuels' },
    { name: 'co2FuelLabel1', kind: 'select', choices: DEVIATION_BASES, labels: 'deviation.bases' },
    { name: 'deviationLGS', kind: 'select', choices: DEVIATION_DIRECTIONS, labels: 'deviation.directions' },
    { name: 'co2Value', kind: 'number', required: true, shownWhen: onCo2 },
    { name: 'fuelLabelValue', kind: 'select', choices: FUEL_LABELS, labels: 'deviation.fuelLabels', nullable: true, required: true, shownWhen: onFuelLabel },
    { name: 'deviationValue', kind: 'number' },
    { name: 'deviationPB', kind: 'select', choices: DEVIATION_UNITS, labels: 'deviation.units' },
    { name: 'additionOrDeduction', kind: 'select', choices: DEVIATION_ADJUSTMENTS, labels: 'deviation.adjustments' },
    { name: 'ownContributionOrMaxLeaseOrLeasePrice', kind: 'select', choices: DEVIATION_APPLIES_TO, labels: 'deviation.appliesTo' },
    { name: 'perGrCo2', kind: 'checkbox', shownWhen: onCo2 },
  ],
  defaults: { categoryId: null, co2FuelLabel1: 'co2', deviationPB: 'amount', perGrCo2: false },
  rules: [{
    key: 'percentageMax',
    field: 'deviationValue',
    holds: (values) => values.deviationPB !== 'percentage' || typeof values.deviationValue !== 'number' || values.deviationValue <= 100,
  }],
  refusals: [
    { key: 'carOnly', pattern: /must be a car arrangement/ },
    { key: 'categoryElsewhere', pattern: /must be a category of the deviation's arrangement/ },
    { key: 'categoryFuel', pattern: /must be one of the category's fuels/ },
    { key: 'percentageMax', pattern: /must be at most 100 as a percentage/ },
  ],
  afterCreate: 'list',
});
