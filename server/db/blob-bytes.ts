/**
 * A stored file's bytes in SQL, for a `blobs` row named `b`: its row's first piece, then its pieces in blob_chunks in
 * order (migration 0051: a large file is written a piece a statement, so no one statement holds PGlite's thread long).
 * Every reader of a file's bytes goes through these two, so a file reads whole however it was written.
 */
export const blobBytes = (b: string) =>
  `(${b}.data || coalesce((SELECT string_agg(c.data, ''::bytea ORDER BY c.n) FROM blob_chunks c WHERE c.blob_id = ${b}.id), ''::bytea))`;

export const blobSize = (b: string) =>
  `(octet_length(${b}.data) + coalesce((SELECT sum(octet_length(c.data)) FROM blob_chunks c WHERE c.blob_id = ${b}.id), 0))`;
