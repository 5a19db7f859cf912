import { component as contract } from '../../contract/areas/component';
import { defineResource } from '../kit/declaration';
import { ARRANGEMENT, textColumn } from '../kit/fields';
import { COMPONENT_GONE_SQL } from './lease-system-presence';

/** A price column (contract/areas/component.ts priceField) read as a JSON number. */
export const priceColumn = (column: string) => ({ column, read: `t.${column}::float8` });

/**
 * Components' table (their contract: contract/areas/component.ts). Bulk and above (the access table's
 * `components`); the list's ?arrangementId= is the kit's carArrangementId filter; a number is unique within its
 * arrangement (409); whether the lease system still has it is read from its copy (lease-system-presence.ts).
 */
export const component = defineResource({
  ...contract,
  table: 'components',
  columns: { ...ARRANGEMENT.columns, componentNr: { column: 'component_nr' }, description: textColumn('description'), price: priceColumn('price') },
  readOnlySql: { ...ARRANGEMENT.readOnlySql, noLongerInLeaseSystem: COMPONENT_GONE_SQL },
  feature: { read: 'components', write: 'components' },
  variants: { arrangementOnly: true },
  queryAliases: { carArrangementId: 'arrangementId' },
  duplicate: 'This arrangement already has a component with this component number.',
  search: "t.component_nr || ' ' || t.description",
  orderBy: 'lower(t.description)',
});
