/**
 * Keeps list filters in the URL query and restores them (spec 2: "Filters persist in the URL
 * query, comma-separated, and are restored from it"). Pure: it takes and returns query strings.
 *
 * Lists are written as one comma-separated parameter (`status=active,expired`) with each value
 * URI-encoded, so a comma inside a value travels as %2C and never splits it. Empty filters ([],
 * '', false) are removed from the query; parameters the schema does not name (id, page, …) are
 * kept exactly as they were.
 */

/** 'list': string[]; 'text': string; 'flag': boolean (written as =true); a list of strings: one of them. */
export type FilterKind = 'list' | 'text' | 'flag' | readonly string[];
export type FilterSchema = Readonly<Record<string, FilterKind>>;

type ValueOf<K extends FilterKind> = K extends 'list'
  ? string[]
  : K extends 'flag'
    ? boolean
    : K extends readonly (infer T)[]
      ? T
      : string;

export type FiltersOf<S extends FilterSchema> = { -readonly [K in keyof S]?: ValueOf<S[K]> };

interface RawPair {
  raw: string;
  key: string;
  value: string;
}

function decode(text: string): string | null {
  try {
    // '+' is a space in form-encoded queries; ours encode '+' as %2B, so this cannot eat one.
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function pairsOf(search: string): RawPair[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw) => {
      const at = raw.indexOf('=');
      const key = decode(at < 0 ? raw : raw.slice(0, at)) ?? '';
      return { raw, key, value: at < 0 ? '' : raw.slice(at + 1) };
    });
}

/** Own keys only, so a query naming __proto__ or toString is just another unknown parameter. */
function kindOf(schema: FilterSchema, key: string): FilterKind | undefined {
  return Object.hasOwn(schema, key) ? schema[key] : undefined;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

function encodeValue(kind: FilterKind, value: unknown): string {
  if (kind === 'flag') return 'true';
  if (kind === 'list') return (value as string[]).map((item) => encodeURIComponent(item)).join(',');
  return encodeURIComponent(String(value));
}

/**
 * Writes the filters into a query string, replacing what the query said about them.
 * Answers '' or a string starting with '?', ready for `location.pathname + result`.
 */
export function writeFiltersToQuery<S extends FilterSchema>(search: string, filters: FiltersOf<S>, schema: S): string {
  const kept = pairsOf(search)
    .filter((pair) => kindOf(schema, pair.key) === undefined)
    .map((pair) => pair.raw);
  const written = Object.keys(schema).flatMap((key) => {
    const value = (filters as Record<string, unknown>)[key];
    const kind = schema[key]!;
    if (isEmpty(value)) return [];
    if (kind === 'list' && !(value as string[]).some((item) => item !== '')) return [];
    const clean = kind === 'list' ? (value as string[]).filter((item) => item !== '') : value;
    return [`${encodeURIComponent(key)}=${encodeValue(kind, clean)}`];
  });
  const all = [...kept, ...written];
  return all.length ? `?${all.join('&')}` : '';
}

/**
 * Reads the filters back from a query string. Values that do not fit their kind (an unknown
 * choice, a flag other than true, undecodable text) are left out rather than trusted.
 */
export function readFiltersFromQuery<S extends FilterSchema>(search: string, schema: S): FiltersOf<S> {
  const out: Record<string, unknown> = {};
  for (const pair of pairsOf(search)) {
    const kind = kindOf(schema, pair.key);
    if (kind === undefined) continue;
    if (kind === 'list') {
      const items = pair.value
        .split(',')
        .map(decode)
        .filter((item): item is string => item !== null && item !== '');
      if (items.length) out[pair.key] = items;
      else delete out[pair.key];
    } else if (kind === 'flag') {
      if (pair.value === 'true' || pair.value === '1') out[pair.key] = true;
      else delete out[pair.key];
    } else {
      const text = decode(pair.value);
      const fits = text !== null && text !== '' && (kind === 'text' || kind.includes(text));
      if (fits) out[pair.key] = text;
      else delete out[pair.key];
    }
  }
  return out as FiltersOf<S>;
}
