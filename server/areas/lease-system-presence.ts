/**
 * "Component or option no longer in the leasing system, hidden" (spec 02 §8) as a read-only field of the kit's
 * components and option accessories (`noLongerInLeaseSystem`): true for a row of an arrangement coupled to a mantel
 * when the lease system no longer offers its number or code under that mantel. Rows of an uncoupled arrangement and
 * an option of the arrangement's own (empty code) are never flagged. The SQL reads the simulated lease system's
 * register (migration 0042); GET /leasewise/customcomponents and /customoptionaccessories ask the configured lease
 * system itself (routes/leasewise-custom.ts), which is what counts with a real one.
 */
const mantelOf = '(SELECT ca.mantel_number FROM car_arrangements ca WHERE ca.client_id = t.client_id AND ca.id = t.car_arrangement_id)';

export const COMPONENT_GONE_SQL = `(${mantelOf} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lease_system_components lc
  WHERE lc.client_id = t.client_id AND lc.mantel_number = ${mantelOf} AND lc.component_nr = t.component_nr))`;

export const OPTION_GONE_SQL = `(t.code <> '' AND ${mantelOf} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lease_system_option_accessories lo
  WHERE lo.client_id = t.client_id AND (lo.mantel_number IS NULL OR lo.mantel_number = ${mantelOf}) AND upper(lo.code) = upper(t.code)))`;
