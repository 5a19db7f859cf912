import { optionAccessory as contract } from '../../contract/areas/option-accessory';
import { defineResource } from '../kit/declaration';
import { ARRANGEMENT, textColumn } from '../kit/fields';
import { OPTION_GONE_SQL } from './lease-system-presence';
import { priceColumn } from './component';

/**
 * An arrangement's option accessories' table and linking rule (their contract: contract/areas/option-accessory.ts).
 * Bulk and above (the access table's `options`).
 *
 * "Only options without 'standard if chosen' in the lease system can be linked" (spec 02 §5): an option is
 * linked by its lease-system `code`; a code the leasing system marks standard-if-chosen
 * (lease_system_option_accessories, migration 0012) is a 400. An empty code (an option of the
 * arrangement's own) and a code the leasing system no longer knows are allowed: §8 shows such options as
 * "no longer in the leasing system", it does not refuse them. The check runs on the row as it will be, so
 * it holds for every write of a linked option, not only the first.
 */
export const optionAccessory = defineResource({
  ...contract,
  table: 'option_accessories',
  columns: {
    ...ARRANGEMENT.columns, code: { column: 'code' }, description: textColumn('description'),
    defaultSelected: { column: 'is_default_selected' }, price: priceColumn('price'),
  },
  readOnlySql: { ...ARRANGEMENT.readOnlySql, noLongerInLeaseSystem: OPTION_GONE_SQL },
  feature: { read: 'options', write: 'options' },
  variants: { arrangementOnly: true },
  queryAliases: { id: 'id', carArrangementId: 'arrangementId' },
  search: "t.code || ' ' || t.description",
  orderBy: 'lower(t.description)',
  async check(row, tx, clientId) {
    if (typeof row.code !== 'string' || row.code === '') return null;
    const [standard] = await tx.query(
      'SELECT 1 FROM lease_system_option_accessories WHERE client_id = $1 AND upper(code) = upper($2) AND is_standard_if_chosen', [clientId, row.code]);
    return standard ? `Option ${row.code} is 'standard if chosen' in the lease system and cannot be linked.` : null;
  },
});
