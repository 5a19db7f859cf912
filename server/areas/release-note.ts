import { Type } from 'typebox';
import { defineResource } from '../kit/declaration';
import { textColumn } from '../kit/fields';
import { productCodeFilter, releaseNote as contract } from '../../contract/areas/release-note';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN } from '../../contract/types/release-notes';

export { productCodeFilter };

/** The `{product}Code` filter's value: a product code (the query's own schema, as before the field's maxLength). */
const productCode = Type.String({ pattern: RELEASE_NOTE_PRODUCT_CODE_PATTERN });

/** "This account has not opened the note yet" (release_note_reads, written by POST /releasenotes/seen). */
export const unseenBy = (account: string) =>
  `NOT EXISTS (SELECT 1 FROM release_note_reads r WHERE r.release_note_id = t.id AND r.account_id = ${account})`;

/** Newest first by version, part by part as numbers (1.10 after 1.9; the table's CHECK keeps every part digits). */
export const NEWEST_VERSION_FIRST = "string_to_array(t.date, '.')::int[] DESC, t.id DESC";

/**
 * Release notes' table and filters (their contract: contract/areas/release-note.ts), provider-wide. The remark is
 * stored through the one allow-list. Supervisors and above read them (the access table's releaseNotes), masters write
 * them (productMenu: the provider's level).
 */
export const releaseNoteArea = <P extends string>(product: P) => defineResource({
  ...contract,
  queryAliases: { id: 'id' },
  table: 'release_notes',
  columns: {
    productcode: { column: 'productcode' },
    type: { column: 'type' },
    date: { column: 'date' },
    subject: textColumn('subject'),
    remark: { column: 'remark_html', rich: true },
  },
  readOnlySql: {
    publishedAt: `to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    isNew: unseenBy,
  },
  feature: { read: 'releaseNotes', write: 'productMenu' },
  provider: { rows: 'true' },
  equalityFilters: { [productCodeFilter(product)]: { column: 'productcode', schema: productCode } },
  search: 't.subject',
  orderBy: NEWEST_VERSION_FIRST,
});
