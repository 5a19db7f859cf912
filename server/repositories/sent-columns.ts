/**
 * The one write rule (server/README.md, "Bodies"): a field a body omits is left exactly as stored, so
 * writes store only the fields that were sent. POST leaves the rest to the columns' defaults.
 */

/** Body field → its column, and how a sent value is stored when not as sent (e.g. null → '' in a NOT NULL text column). */
export type ColumnMap<T> = { [K in keyof T]?: readonly [column: string, store?: (value: Exclude<T[K], undefined>) => unknown] };

/** The usual way text is stored: without surrounding spaces. */
export const trimmed = (text: string): string => text.trim();

export interface SentColumns {
  columns: string[];
  values: unknown[];
}

// T comes from the map alone: an update body (every field optional, extra read-only ones) fits its create map.
export function sentColumns<T extends object>(input: NoInfer<Partial<T>>, map: ColumnMap<T>): SentColumns {
  const sent: SentColumns = { columns: [], values: [] };
  for (const field of Object.keys(map) as (keyof T)[]) {
    const value = input[field];
    if (value === undefined) continue;
    const [column, store] = map[field]!;
    sent.columns.push(column);
    sent.values.push(store ? store(value as Exclude<T[keyof T], undefined>) : value);
  }
  return sent;
}

/** `a = $3, b = $4`: the SET list of an UPDATE whose first `taken` parameters are its keys. */
export const assignments = ({ columns }: SentColumns, taken: number): string =>
  columns.map((column, i) => `${column} = $${taken + i + 1}`).join(', ');

/** `(k, a, b) VALUES ($1, $2, $3)`: the `prefix` key columns take the first parameters, the sent ones follow. */
export const insertList = ({ columns }: SentColumns, prefix: string[]): string =>
  `(${[...prefix, ...columns].join(', ')}) VALUES (${[...prefix, ...columns].map((_, i) => `$${i + 1}`).join(', ')})`;
