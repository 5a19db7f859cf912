import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { ARRANGEMENT_FIELDS } from '../kit/variant-fields';
import { nullable, plainText } from '../schemas';

/** A price in euros as numeric(10, 2) holds it, cents at most (so it reads back as sent); a JSON number. */
export const priceField = () => nullable(Type.Number({ minimum: 0, maximum: 99_999_999.99, format: 'cents' }));

/**
 * Components of an arrangement (spec 02 §3, §7): GET /component (?arrangementId, the contract's name for
 * the kit's carArrangementId filter; ?componentId), POST, PUT and DELETE ?componentId on the same path
 * (§7 names only GET's path; the other verbs follow the contract's pattern). Each belongs to one arrangement;
 * its number is unique there (409).
 *
 * componentNr and description are "taken from the lease system" (§3): the administrator links a
 * lease-system component, so POST sends them as the lease system has them and a PUT cannot change them
 * (createOnly; sent back unchanged they are ignored) — an edited number would point at another component,
 * an edited description would differ from the lease system's. The price is the arrangement's own and stays
 * writable, as does the arrangement (within reach, like every per-arrangement row).
 */
export const component = defineContract({
  noun: 'Component',
  paths: { get: '/component', post: '/component', put: '/component', delete: '/component' },
  idParam: 'componentId',
  writable: {
    ...ARRANGEMENT_FIELDS.writable,
    // The pattern allows 30 characters; maxLength says so to the form.
    componentNr: Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$', maxLength: 30 }),
    // 50 characters: the lease system's limit (spec 02 §5, §9).
    description: plainText(50, { minLength: 1 }),
    price: priceField(),
  },
  required: ['carArrangementId', 'componentNr', 'description'],
  readOnly: { ...ARRANGEMENT_FIELDS.readOnly, noLongerInLeaseSystem: Type.Boolean() },
  createOnly: ['componentNr', 'description'],
});

export type Component = RowOf<typeof component>;
