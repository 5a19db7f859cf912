import { releaseNote, type ReleaseNote } from '../../contract/areas/release-note';
import { createResourceApi } from '../api/resource';
import { RELEASE_NOTE_PRODUCT_CODE, RELEASE_NOTE_PRODUCT_CODE_PATTERN, RELEASE_NOTE_TYPES, RELEASE_VERSION_PATTERN } from '../../contract/types/release-notes';
import { defineArea } from './area';

const matches = (pattern: string) => (value: unknown) => new RegExp(pattern).test(String(value ?? ''));

/**
 * Release notes at /resources/release-notes (spec 01 §2, §3; 02 §7 "Release notes"), master only: the product code
 * (default OMR), the type, the version number (`date` on the wire), the subject and the remark in rich text. The list
 * is newest version first, as the server orders it; supervisors read the notes at /tools/release-notes. Limits as
 * contract/areas/release-note.ts states them; the product code is required by the form though a POST may leave it out
 * (the server then stores OMR): the form starts with OMR, and an emptied field would send '', which its pattern refuses.
 */
export const releaseNoteArea = defineArea<ReleaseNote>({
  key: 'releaseNote',
  contract: releaseNote,
  api: createResourceApi<ReleaseNote>({ ...releaseNote, getIdParam: 'id' }),
  variants: null,
  columns: [
    { name: 'date' },
    { name: 'type', format: 'choices', labels: 'releaseNote.types' },
    { name: 'subject' },
    { name: 'productcode' },
    { name: 'publishedAt', format: 'date' },
  ],
  fields: [
    { name: 'date', kind: 'text' },
    { name: 'type', kind: 'select', choices: RELEASE_NOTE_TYPES, labels: 'releaseNote.types' },
    { name: 'subject', kind: 'text' },
    { name: 'productcode', kind: 'text', required: true },
    { name: 'remark', kind: 'richText' },
  ],
  defaults: { productcode: RELEASE_NOTE_PRODUCT_CODE, type: 'feature' },
  rules: [
    { key: 'version', field: 'date', holds: (values) => matches(RELEASE_VERSION_PATTERN)(values.date) },
    { key: 'productCode', field: 'productcode', holds: (values) => matches(RELEASE_NOTE_PRODUCT_CODE_PATTERN)(values.productcode) },
  ],
  afterCreate: 'list',
});
