/** An attachment's file (spec 02 §7), as the contract spells it below /api-admin. */
export const BLOB_PATHS = {
  blob: '/blob',
} as const;
