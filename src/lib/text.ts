/** Spec 01 §9: names are trimmed to 20 characters with an ellipsis by default. */
export const TRIM_DEFAULT = 20;
/** Spec 01 §2: sidebar menu names — 23 beside a sub-menu chevron, 25 otherwise. */
export const TRIM_MENU_WITH_SUBMENU = 23;
export const TRIM_MENU = 25;

/** `text` cut to `max` characters (whole code points) with "…" when it was longer. */
export function trimText(text: string | null | undefined, max: number = TRIM_DEFAULT): string {
  const value = (text ?? '').trim();
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * Spec 01 §2 "Company initials": the first two letters of a single word, otherwise the first
 * letters of the first two words; upper case. Punctuation and digits-only words are skipped.
 */
export function companyInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/[\s\-_/.,&]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
  const [first, second] = words;
  if (!first) return '';
  const letters = second ? [Array.from(first)[0], Array.from(second)[0]] : Array.from(first).slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/** Does every space-separated word of `query` occur (case-insensitively) in one of `fields`? */
export function matchesEveryWord(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const haystack = fields.filter(Boolean).map((field) => String(field).toLocaleLowerCase());
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.some((field) => field.includes(word)));
}
