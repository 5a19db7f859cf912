import type { Queryable } from './db';
import { insertRows } from './sql';
import { columnOf, type SettingColumns } from '../routes/arrangement-setting-schemas';

/**
 * The demo client's arrangement settings (spec 02 §3 "Arrangement settings", issue 14 point 3), filled the
 * way a Dutch lease policy reads, so /arrangement/settings shows real values; the segment catalogue they
 * include and exclude (provider-wide, seeded once); and a logo on Leaseregeling 2026. Active for drivers is
 * the calculator setting's (seed.ts) and stays as it is.
 */

const SEGMENTS: readonly (readonly [code: string, name: string])[] = [
  ['A', 'Mini'], ['B', 'Klein'], ['C', 'Compacte middenklasse'], ['D', 'Middenklasse'], ['E', 'Hogere middenklasse'],
  ['F', 'Luxe'], ['J', 'SUV'], ['M', 'MPV'], ['S', 'Sportwagen'],
];

type Plan = Partial<SettingColumns> & { included?: readonly string[]; excluded?: readonly string[] };

const CAR_FLAGS: Plan = {
  showLeasePriceToEmployee: true, showLeasePriceToSupervisors: true, showOwnContribution: true, showAccessories: true,
  showDealerContact: true, showExpectedAnnualKm: true, showFuelSurplus: true, hasComparisonTool: true, askCarkitQuestion: true,
  metallicPaintInLeasePrice: true, requiresNameAddressData: true,
};

const PLANS: Readonly<Record<string, Plan>> = {
  'Leaseregeling 2026': {
    ...CAR_FLAGS,
    ownContributionStandard: 0, ownContributionExtra: 75, ownContributionFixed: 0, ownContributionMax: 250, lowerLimitOwnContribution: 25,
    minLease: 350, maxLease: 1100, maxLeaseDeviation: 50, maxCo2: 120, maxFuelLabel: 'C', maxFiscalValue: 65_000, maxConsumerPrice: 70_000,
    maxOptionsDeviation: 10, maxOptionsDeviationUnit: 'percentage',
    minBudgetUsePercentage: 80, maxBudgetOverrunPercentage: 10, maxPaidToDriverPercentage: 50,
    ownContributionPercentage: 1.5, ownContributionPercentageMin: 50, ownContributionPercentageMax: 300,
    ownContributionDeductionPercentage: 25, ownContributionDeductionLowerLimit: 20,
    contributionPeriod: 'month', defaultExpirationWeeks: 6, hasDriverLicenseCheck: true, showEstimateMaxOptions: true, hasAutoReviews: true,
    included: ['B', 'C', 'D', 'J'], excluded: ['S'],
  },
  'Leaseregeling Directie': {
    ...CAR_FLAGS,
    ownContributionStandard: 0, ownContributionExtra: 150, ownContributionFixed: 0, ownContributionMax: 500, lowerLimitOwnContribution: 50,
    minLease: 900, maxLease: 1800, maxLeaseDeviation: 100, maxCo2: 160, maxFuelLabel: 'D', maxFiscalValue: 110_000, maxConsumerPrice: 120_000,
    maxOptionsDeviation: 2500, maxOptionsDeviationUnit: 'amount',
    minBudgetUsePercentage: 70, maxBudgetOverrunPercentage: 15, maxPaidToDriverPercentage: 0,
    ownContributionPercentage: 1, ownContributionPercentageMin: 100, ownContributionPercentageMax: 600,
    contributionPeriod: 'both', defaultExpirationWeeks: 8, hasAdvancedTaxBrackets: true, hasPersonalCostCalculation: true,
    importerOptionsSelectableOnline: true, showNegativePriceOptions: true,
    included: ['D', 'E', 'F', 'J'],
  },
  Fietsplan: {
    ownContributionStandard: 10, ownContributionMax: 40, minLease: 20, maxLease: 110, maxConsumerPrice: 6_500,
    contributionPeriod: 'fourWeeks', defaultExpirationWeeks: 4, showLeasePriceToEmployee: true, showLeasePriceToSupervisors: false,
    showOwnContribution: true, showDealerContact: true, showAttachmentUpload: true, showExpectedAnnualKm: false,
  },
  'Mobiliteitsregeling Algemeen': {
    ownContributionFixed: 0, contributionPeriod: 'month', defaultExpirationWeeks: 12, isOfflineOnly: true, isOnlyForSupervisors: true,
    showLeasePriceToEmployee: false, showExpectedAnnualKm: false,
  },
  'Leaseregeling 2025': {
    ...CAR_FLAGS,
    ownContributionExtra: 50, ownContributionMax: 200, minLease: 325, maxLease: 1000, maxCo2: 130, maxFuelLabel: 'D',
    maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'percentage', minBudgetUsePercentage: 75, defaultExpirationWeeks: 4,
    overshootOwnContributionInclVat: true, included: ['B', 'C', 'D'],
  },
  Bedrijfswagens: {
    minLease: 400, maxLease: 950, maxCo2: 220, maxFuelLabel: '-', maxOptionsDeviation: 1500, maxOptionsDeviationUnit: 'amount',
    contributionPeriod: 'month', defaultExpirationWeeks: 26, showLeasePriceToEmployee: false, hideOwnOptionsInput: true,
    overshootOwnContributionInclVat: true, included: ['M'], excluded: ['A', 'S'],
  },
};

/** 96 × 32 px: a blue square and a dark bar, 146 bytes. */
const DEMO_LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAWUlEQVR42u3XoQ0AIAxFwW7CEAzGbiwIFkWCICHlXr6qPNcY2hYIAAECBAgQoO+ASutHAwToDlBdevkOCBAgQIAAAQIECBAgQJmAPKu/AgkQIECAAAEClLwJ1sb9g+YqehAAAAAASUVORK5CYII=',
  'base64');
export const DEMO_ARRANGEMENT_LOGO = 'demo-arrangement-logo.png';

export async function seedArrangementSettings(tx: Queryable, clientId: number): Promise<void> {
  await tx.query(`INSERT INTO segments (segment_code, name) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (segment_code) DO NOTHING`,
    [SEGMENTS.map(([code]) => code), SEGMENTS.map(([, name]) => name)]);
  const arrangements = new Map((await tx.query<{ id: number; display_name: string }>(
    'SELECT id, display_name FROM car_arrangements WHERE client_id = $1', [clientId])).map((a) => [a.display_name, a.id]));
  const segments = new Map((await tx.query<{ id: number; segment_code: string }>('SELECT id, segment_code FROM segments')).map((s) => [s.segment_code, s.id]));
  for (const [name, { included = [], excluded = [], ...settings }] of Object.entries(PLANS)) {
    const id = arrangements.get(name);
    if (id === undefined) throw new Error(`Seed: no arrangement ${name}`);
    const fields = Object.entries(settings);
    await tx.query(`UPDATE car_arrangement_settings SET ${fields.map(([field], i) => `${columnOf(field)} = $${i + 3}`).join(', ')}
      WHERE client_id = $1 AND car_arrangement_id = $2`, [clientId, id, ...fields.map(([, value]) => value)]);
    await insertRows(tx, 'car_arrangement_segments', ['client_id', 'car_arrangement_id', 'segment_id', 'is_included'],
      [...included.map((code) => [clientId, id, segments.get(code), true]), ...excluded.map((code) => [clientId, id, segments.get(code), false])], '');
  }
  const [logo] = await insertRows(tx, 'blobs', ['client_id', 'name', 'original_file_name', 'content_type', 'data', 'is_public'],
    [[clientId, DEMO_ARRANGEMENT_LOGO, 'leaseregeling-2026.png', 'image/png', DEMO_LOGO_PNG, true]]);
  await tx.query('UPDATE car_arrangement_settings SET logo_blob_id = $3 WHERE client_id = $1 AND car_arrangement_id = $2',
    [clientId, arrangements.get('Leaseregeling 2026'), logo!.id]);
}
