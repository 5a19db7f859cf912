/**
 * Typing rules and parsing of the number input, apart from the DOM.
 * The product writes numbers with a comma as decimal separator and a dot for thousands (spec 1).
 */

/** Separators may be typed only when the step needs decimals (spec 5: step below 1). */
export function allowsDecimals(step: number): boolean {
  return Number.isFinite(step) && step > 0 && !Number.isInteger(step);
}

/** What may be typed: digits and minus, plus "," and "." when decimals are allowed. */
export function allowedPattern(step: number): RegExp {
  return allowsDecimals(step) ? /^[0-9,.-]*$/ : /^[0-9-]*$/;
}

/** Drops every character that may not be typed (for paste, drop and autofill). */
export function sanitise(text: string, step: number): string {
  return [...text].filter((char) => allowedPattern(step).test(char)).join('');
}

/**
 * Reads typed text. '' is an empty field (null); undefined means "not a number".
 * With both separators the last one is the decimal one (1.234,5 and 1,234.5 both read 1234.5);
 * a lone "," or "." is decimal, because a user typing 0.5 on a numpad means a half;
 * several dots and no comma are thousands (1.000.000).
 */
export function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?[0-9.,]+$/.test(trimmed)) return undefined;
  const lastComma = trimmed.lastIndexOf(',');
  const lastDot = trimmed.lastIndexOf('.');
  let decimal = '';
  let thousands = '';
  if (lastComma >= 0 && lastDot >= 0) {
    decimal = lastComma > lastDot ? ',' : '.';
    thousands = decimal === ',' ? '.' : ',';
  } else if (lastComma >= 0) {
    decimal = ',';
  } else if (lastDot >= 0) {
    if (trimmed.indexOf('.') === lastDot) decimal = '.';
    else thousands = '.';
  }
  let plain = thousands ? trimmed.split(thousands).join('') : trimmed;
  if (decimal) {
    if (plain.indexOf(decimal) !== plain.lastIndexOf(decimal)) return undefined;
    plain = plain.replace(decimal, '.');
  }
  if (plain.endsWith('.') || plain.startsWith('.') || plain.startsWith('-.')) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

function decimalsOf(value: number): number {
  return (String(value).split('.')[1] ?? '').length;
}

/** One step up or down, rounded to the decimals involved, so 0,1 + 0,2 shows 0,3 and not 0,30000000000000004. */
export function addStep(value: number, step: number, direction: 1 | -1): number {
  const decimals = Math.min(20, Math.max(decimalsOf(value), decimalsOf(step)));
  return Number((value + direction * step).toFixed(decimals));
}

/** The product's display: comma as decimal separator, no grouping inside a field. */
export function formatNumber(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
