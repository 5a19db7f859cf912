import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { ARRANGEMENT, textColumn } from '../kit/fields';
import { plainText } from '../routes/schemas';
import { OPTION_GONE_SQL } from './lease-system-presence';
import { priceColumn, priceField } from './component';

/**
 * An arrangement's option accessories (spec 02 §3, §7): GET /arrangementoptionaccessories (?arrangementId,
 * the contract's name for the kit's carArrangementId filter; ?id or ?arrangementOptionAccessoriesId), POST,
 * PUT and DELETE ?arrangementOptionAccessoriesId on the same path (§7 names only GET's and DELETE's query;
 * the verbs share the path as elsewhere in the contract). Bulk and above (the access table's `options`).
 *
 * Rules (§5): the description at most 50 characters (lease-system compatibility); `defaultSelected` a
 * boolean. "Only options without 'standard if chosen' in the lease system can be linked": an option is
 * linked by its lease-system `code`; a code the leasing system marks standard-if-chosen
 * (lease_system_option_accessories, migration 0012) is a 400. An empty code (an option of the
 * arrangement's own) and a code the leasing system no longer knows are allowed: §8 shows such options as
 * "no longer in the leasing system", it does not refuse them. The check runs on the row as it will be, so
 * it holds for every write of a linked option, not only the first.
 */
export const optionAccessory = defineResource({
  noun: 'Option accessory',
  paths: { get: '/arrangementoptionaccessories', post: '/arrangementoptionaccessories', put: '/arrangementoptionaccessories', delete: '/arrangementoptionaccessories' },
  idParam: 'arrangementOptionAccessoriesId',
  table: 'option_accessories',
  writable: {
    ...ARRANGEMENT.writable,
    code: Type.String({ pattern: '^[A-Za-z0-9-]{0,30}$' }),
    description: plainText(50, { minLength: 1 }),
    defaultSelected: Type.Boolean(),
    price: priceField(),
  },
  required: ['carArrangementId', 'description'],
  columns: {
    ...ARRANGEMENT.columns, code: { column: 'code' }, description: textColumn('description'),
    defaultSelected: { column: 'is_default_selected' }, price: priceColumn('price'),
  },
  readOnly: { ...ARRANGEMENT.readOnly, noLongerInLeaseSystem: Type.Boolean() },
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

export type OptionAccessory = RowOf<typeof optionAccessory>;
