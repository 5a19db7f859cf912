import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { ARRANGEMENT, nullable, textColumn } from '../kit/fields';
import { plainText } from '../routes/schemas';
import { COMPONENT_GONE_SQL } from './lease-system-presence';

/** A price in euros as numeric(10, 2) holds it, cents at most (so it reads back as sent); a JSON number. */
export const priceField = () => nullable(Type.Number({ minimum: 0, maximum: 99_999_999.99, format: 'cents' }));
export const priceColumn = (column: string) => ({ column, read: `t.${column}::float8` });

/**
 * Components of an arrangement (spec 02 §3, §7): GET /component (?arrangementId, the contract's name for
 * the kit's carArrangementId filter; ?componentId), POST, PUT and DELETE ?componentId on the same path
 * (§7 names only GET's path; the other verbs follow the contract's pattern). Bulk and above (the access
 * table's `components`). Each belongs to one arrangement; its number is unique there (409).
 *
 * componentNr and description are "taken from the lease system" (§3): the administrator links a
 * lease-system component, so POST sends them as the lease system has them and a PUT cannot change them
 * (createOnly; sent back unchanged they are ignored) — an edited number would point at another component,
 * an edited description would differ from the lease system's. The price is the arrangement's own and stays
 * writable, as does the arrangement (within reach, like every per-arrangement row).
 */
export const component = defineResource({
  noun: 'Component',
  paths: { get: '/component', post: '/component', put: '/component', delete: '/component' },
  idParam: 'componentId',
  table: 'components',
  writable: {
    ...ARRANGEMENT.writable,
    componentNr: Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$' }),
    // 50 characters: the lease system's limit (spec 02 §5, §9).
    description: plainText(50, { minLength: 1 }),
    price: priceField(),
  },
  required: ['carArrangementId', 'componentNr', 'description'],
  columns: { ...ARRANGEMENT.columns, componentNr: { column: 'component_nr' }, description: textColumn('description'), price: priceColumn('price') },
  readOnly: { ...ARRANGEMENT.readOnly, noLongerInLeaseSystem: Type.Boolean() },
  readOnlySql: { ...ARRANGEMENT.readOnlySql, noLongerInLeaseSystem: COMPONENT_GONE_SQL },
  feature: { read: 'components', write: 'components' },
  variants: { arrangementOnly: true },
  queryAliases: { carArrangementId: 'arrangementId' },
  createOnly: ['componentNr', 'description'],
  duplicate: 'This arrangement already has a component with this component number.',
  search: "t.component_nr || ' ' || t.description",
  orderBy: 'lower(t.description)',
});

export type Component = RowOf<typeof component>;
