/**
 * A copy of a value with every secret taken out, for anything that leaves the app's own window (the
 * Stately inspector is another site): tokens in contexts and in promise outputs, the password in
 * `credentials.submit` and in the sign-in actor's input. Text under a secret-looking key is
 * replaced at any depth; a cycle or very deep nesting ends in a marker instead of recursing on.
 */
const SECRET_KEY = /token|password|secret|authori[sz]ation|cookie/i;
export const REDACTED = '[redacted]';
const CUT = '[…]';
const MAX_DEPTH = 32;

export function redactSecrets<T>(value: T): T {
  // Only the objects on the way down: a value shared by two branches is copied in both.
  const ancestors = new Set<object>();
  const copy = (item: unknown, depth: number): unknown => {
    if (item === null || typeof item !== 'object') return item;
    if (ancestors.has(item) || depth >= MAX_DEPTH) return CUT;
    ancestors.add(item);
    let result: unknown;
    if (Array.isArray(item)) {
      result = item.map((entry) => copy(entry, depth + 1));
    } else {
      const fields: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(item)) {
        // Secrets are text; flags such as `tokenFailed` stay readable.
        fields[key] = SECRET_KEY.test(key) && typeof entry === 'string' ? REDACTED : copy(entry, depth + 1);
      }
      result = fields;
    }
    ancestors.delete(item);
    return result;
  };
  return copy(value, 0) as T;
}
