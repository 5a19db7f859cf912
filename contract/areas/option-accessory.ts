import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { ARRANGEMENT_FIELDS } from '../kit/variant-fields';
import { plainText } from '../schemas';
import { priceField } from './component';

/**
 * An arrangement's option accessories (spec 02 §3, §7): GET /arrangementoptionaccessories (?arrangementId,
 * the contract's name for the kit's carArrangementId filter; ?id or ?arrangementOptionAccessoriesId), POST,
 * PUT and DELETE ?arrangementOptionAccessoriesId on the same path (§7 names only GET's and DELETE's query;
 * the verbs share the path as elsewhere in the contract).
 *
 * Rules (§5): the description at most 50 characters (lease-system compatibility); `defaultSelected` a
 * boolean. An option is linked by its lease-system `code` (empty: an option of the arrangement's own); one the
 * lease system marks 'standard if chosen' is refused (server/areas/option-accessory.ts).
 */
export const optionAccessory = defineContract({
  noun: 'Option accessory',
  paths: { get: '/arrangementoptionaccessories', post: '/arrangementoptionaccessories', put: '/arrangementoptionaccessories', delete: '/arrangementoptionaccessories' },
  idParam: 'arrangementOptionAccessoriesId',
  writable: {
    ...ARRANGEMENT_FIELDS.writable,
    // The pattern allows 30 characters; maxLength says so to the form.
    code: Type.String({ pattern: '^[A-Za-z0-9-]{0,30}$', maxLength: 30 }),
    description: plainText(50, { minLength: 1 }),
    defaultSelected: Type.Boolean(),
    price: priceField(),
  },
  required: ['carArrangementId', 'description'],
  readOnly: { ...ARRANGEMENT_FIELDS.readOnly, noLongerInLeaseSystem: Type.Boolean() },
});

export type OptionAccessory = RowOf<typeof optionAccessory>;
