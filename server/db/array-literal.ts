/**
 * A PostgreSQL array literal ('{1,NULL,"a \"b\""}') for a parameter cast to an array type ($1::int[], $2::text[]).
 * One string crosses to PGlite's thread (or to PostgreSQL) where an array would be cloned element by element and then
 * turned into this same text by the driver: a bulk run writes ~3 million values a run this way (issue 40: cloning
 * them was the run thread's largest cost, and the driver's turning them into text the database thread's).
 */
export function arrayLiteral(values: readonly (number | boolean | string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    const value = values[i];
    if (value === null || value === undefined) out += 'NULL';
    else if (typeof value === 'number') out += String(value);
    else if (typeof value === 'boolean') out += value ? 't' : 'f';
    // Quoted always: a string may be empty, "NULL", or hold commas, braces, quotes, backslashes or spaces.
    else out += `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  }
  return `${out}}`;
}
