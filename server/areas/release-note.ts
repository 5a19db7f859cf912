import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { richText, textColumn } from '../kit/fields';
import { plainText } from '../routes/schemas';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN, RELEASE_NOTE_TYPES, RELEASE_VERSION_PATTERN } from '../../src/api/types-release-notes';

/** The contract's filter on a note's product code for a product key: {product}Code, 'amwCode' for amw. */
export const productCodeFilter = <P extends string>(product: P) => `${product}Code` as const;

const productCode = Type.String({ pattern: RELEASE_NOTE_PRODUCT_CODE_PATTERN });

/** "This account has not opened the note yet" (release_note_reads, written by POST /releasenotes/seen). */
export const unseenBy = (account: string) =>
  `NOT EXISTS (SELECT 1 FROM release_note_reads r WHERE r.release_note_id = t.id AND r.account_id = ${account})`;

/** Newest first by version, part by part as numbers (1.10 after 1.9; the table's CHECK keeps every part digits). */
export const NEWEST_VERSION_FIRST = "string_to_array(t.date, '.')::int[] DESC, t.id DESC";

/**
 * Release notes (spec 01 §3 and §7, 02 §3 and §7 "Release notes"), provider-wide: GET /releasenotes (the list newest
 * version first, `?{product}Code=` one product's; `?id=` or `?releaseNoteId=` one note with its ETag), POST, PUT
 * (If-Match), DELETE ?releaseNoteId=. Row: { id, version, productcode (default OMR), type (feature, improvement, fix),
 * date (the version number, 2026.11 or 3.4.1), subject, remark (rich text through the one allow-list), publishedAt
 * (when it was created, shown), isNew (not yet opened by the reading account, shown) }. Supervisors and above read
 * them (the access table's releaseNotes), masters write them (productMenu: the provider's level).
 */
export const releaseNoteArea = <P extends string>(product: P) => defineResource({
  noun: 'Release note',
  paths: { get: '/releasenotes', post: '/releasenotes', put: '/releasenotes', delete: '/releasenotes' },
  idParam: 'releaseNoteId',
  queryAliases: { id: 'id' },
  table: 'release_notes',
  writable: {
    productcode: productCode,
    type: Type.Enum(RELEASE_NOTE_TYPES),
    date: Type.String({ pattern: RELEASE_VERSION_PATTERN }),
    subject: plainText(200, { minLength: 1 }),
    remark: richText(),
  },
  required: ['type', 'date', 'subject'],
  columns: {
    productcode: { column: 'productcode' },
    type: { column: 'type' },
    date: { column: 'date' },
    subject: textColumn('subject'),
    remark: { column: 'remark_html', rich: true },
  },
  readOnly: { publishedAt: Type.String(), isNew: Type.Boolean() },
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

export type ReleaseNote = RowOf<ReturnType<typeof releaseNoteArea<'amw'>>>;
