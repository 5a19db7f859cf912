import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { plainText, richText } from '../schemas';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN, RELEASE_NOTE_TYPES, RELEASE_VERSION_PATTERN } from '../types/release-notes';

/** The contract's filter on a note's product code for a product key: {product}Code, 'amwCode' for amw. */
export const productCodeFilter = <P extends string>(product: P) => `${product}Code` as const;

/**
 * Release notes (spec 01 §3 and §7, 02 §3 and §7 "Release notes"), provider-wide: GET /releasenotes (the list newest
 * version first, `?{product}Code=` one product's; `?id=` or `?releaseNoteId=` one note with its ETag), POST, PUT
 * (If-Match), DELETE ?releaseNoteId=. Row: { id, version, productcode (default OMR), type (feature, improvement, fix),
 * date (the version number, 2026.11 or 3.4.1), subject, remark (rich text), publishedAt (when it was created, shown),
 * isNew (not yet opened by the reading account, shown) }. The maxLengths of productcode and date are what their
 * patterns allow (20; four parts of six digits and three dots: 27), stated so a form can say them.
 */
export const releaseNote = defineContract({
  noun: 'Release note',
  paths: { get: '/releasenotes', post: '/releasenotes', put: '/releasenotes', delete: '/releasenotes' },
  idParam: 'releaseNoteId',
  writable: {
    productcode: Type.String({ pattern: RELEASE_NOTE_PRODUCT_CODE_PATTERN, maxLength: 20 }),
    type: Type.Enum(RELEASE_NOTE_TYPES),
    date: Type.String({ pattern: RELEASE_VERSION_PATTERN, maxLength: 27 }),
    subject: plainText(200, { minLength: 1 }),
    remark: richText(),
  },
  required: ['type', 'date', 'subject'],
  readOnly: { publishedAt: Type.String(), isNew: Type.Boolean() },
});

export type ReleaseNote = RowOf<typeof releaseNote>;
