/*
 * Release notes' fixed values (spec 01 §3 and §9, 02 §3) as the wire spells them: one source for the area's contract
 * (contract/areas/release-note.ts), the server's routes and the app's form and notes page (src/areas/release-note.ts,
 * src/screens/tools/release-notes.tsx).
 */

/**
 * What a note is about: something new, something that works better, something repaired. A fixed list rather than
 * free text, so every reader sees the kind in their own language and the same kind is never spelled three ways.
 */
export const RELEASE_NOTE_TYPES = ['feature', 'improvement', 'fix'] as const;
export type ReleaseNoteType = (typeof RELEASE_NOTE_TYPES)[number];

/** The release-note product code when a note names none, and the one this application's notes are read under (spec 01 §9). */
export const RELEASE_NOTE_PRODUCT_CODE = 'OMR';

/** A product code as notes store it: upper-case letters and digits (OMR). */
export const RELEASE_NOTE_PRODUCT_CODE_PATTERN = '^[A-Z0-9]{2,20}$';

/**
 * The version number a note's `date` holds: one to four parts of digits (2026.11, 3.4.1). Notes are ordered by it
 * part by part as numbers, so 1.10 comes after 1.9.
 */
export const RELEASE_VERSION_PATTERN = '^[0-9]{1,6}(\\.[0-9]{1,6}){0,3}$';

/** What GET /releasenotes/unseencount and POST /releasenotes/seen answer (paths of ours, beside the contract's). */
export interface UnseenReleaseNotes {
  unseenCount: number;
}
