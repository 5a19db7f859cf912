/**
 * Release notes (spec 01 §7, 02 §7 "Release notes"; contract/areas/release-note.ts) beyond the kit's list and form
 * (src/areas/release-note.ts): the notes page and the top bar's count. Endpoint shapes:
 *
 *   GET  /api-admin/releasenotes?{product}Code=OMR       → results: ReleaseNote[], newest version first, each
 *                                                          with isNew for the signed-in account
 *   GET  /api-admin/releasenotes/unseencount?{product}Code=OMR → results[0] { unseenCount }   (ours)
 *   POST /api-admin/releasenotes/seen?{product}Code=OMR  { releaseNoteIds } → results[0] { unseenCount } (ours)
 */
import type { ReleaseNote } from '../../contract/areas/release-note';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { PRODUCT_KEY } from './provider';
import type { Envelope } from '../../contract/types/core';
import { RELEASE_NOTE_PRODUCT_CODE, type UnseenReleaseNotes } from '../../contract/types/release-notes';

export type { ReleaseNote };

/** This application's notes: the release-note product code (spec 01 §9) as the {product}Code filter. */
const OWN_NOTES = { [`${PRODUCT_KEY}Code`]: RELEASE_NOTE_PRODUCT_CODE };

export async function fetchReleaseNotes({ signal }: CallOptions = {}): Promise<ReleaseNote[]> {
  return allResults(await http<Envelope<ReleaseNote>>('/releasenotes', { query: OWN_NOTES, signal }));
}

export async function fetchUnseenReleaseNoteCount({ signal }: CallOptions = {}): Promise<number> {
  return firstResult(await http<Envelope<UnseenReleaseNotes>>('/releasenotes/unseencount', { query: OWN_NOTES, signal }), 'release notes').unseenCount;
}

/** Marks the notes shown (by id) as opened by the signed-in account. */
export async function markReleaseNotesSeen(ids: readonly number[], { signal }: CallOptions = {}): Promise<void> {
  await http<Envelope<UnseenReleaseNotes>>('/releasenotes/seen', { method: 'POST', query: OWN_NOTES, body: { releaseNoteIds: ids }, signal });
}
