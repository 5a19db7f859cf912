/**
 * The record an edit or view address names (?id=): a positive whole number within the database's integer range,
 * else null — no id, or one no record can have (`abc`, `0`, `-3`, `1.5`, `1e3`, `99999999999`).
 */
export function recordIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
