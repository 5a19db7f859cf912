/**
 * The constraint a unique-key violation (SQLSTATE 23505) broke, or null for any other error. PGlite
 * and node-postgres both report it; writes that pre-check uniqueness use it to answer a race that
 * slipped past the check with the same 409, not a 500.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23505') return null;
  return { constraint: String((error as { constraint?: unknown }).constraint ?? '') };
}
