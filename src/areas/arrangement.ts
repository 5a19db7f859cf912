import { arrangementApi, type ArrangementRow } from '../api/arrangement-resource';
import { arrangementFields } from '../../contract/areas/arrangement';
import { ARRANGEMENT_TYPES } from '../../contract/types/core';
import { defineArea } from './area';

/**
 * Car arrangements at /component/arrangement (spec 01 §2 "arrangement (create, edit, view)", 02 §7 "Car
 * arrangement"): every arrangement of the client in reach, supervisor and above to change (the access table's
 * `arrangements`). A row opens its view — the arrangement's state and what it still needs — from which it is
 * edited; a new one goes there too, since it starts inactive for drivers and without categories. The type is
 * chosen once (server: 'cannot be changed once created'); the mantel number is unique per client (409 with the
 * contract's text). Limits from its contract (contract/areas/arrangement.ts). Type labels are the
 * arrangement selection's (`selection:types`, loaded by the shell's route gate around every screen).
 */
export const arrangementArea = defineArea<ArrangementRow>({
  key: 'arrangement',
  contract: arrangementFields,
  api: arrangementApi,
  variants: null,
  columns: [
    { name: 'displayName' },
    { name: 'type', format: 'choices', labels: 'selection:types' },
    { name: 'mantelNumber' },
    { name: 'activeForDrivers', format: 'yesNo', value: (row) => row.calculatorSettings.isActiveOnlineForDrivers },
    { name: 'dateLastRun', format: 'date', value: (row) => row.calculatorSettings.dateLastRun },
    { name: 'categories', format: 'number', value: (row) => row.categories.length },
  ],
  fields: [
    { name: 'displayName', kind: 'text' },
    { name: 'type', kind: 'select', choices: ARRANGEMENT_TYPES, labels: 'selection:types', required: true, createOnly: true },
    { name: 'mantelNumber', kind: 'text', nullable: true },
  ],
  defaults: { type: 'car' },
  // The mantel clash and the mobility products' refusal are in the toast catalogue (spec 01 §8, 20 s); orders are ours.
  refusals: [{ key: 'orders', pattern: /^Cannot delete carArrangement because orders were placed under it$/ }],
  afterCreate: 'view',
  // The dashboard's figures link here narrowed by these (ATTENTION_FILTERS.arrangement).
  attention: 'arrangement',
  opens: 'view',
  reloadsArrangements: true,
});
