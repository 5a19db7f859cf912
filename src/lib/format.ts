import type { Currency } from '../../contract/types/core';

/**
 * Numbers and money as the spec writes them (sections 1 and 9): dot for thousands, comma for
 * decimals, euro and dollar as a prefix, zloty as a suffix. Written by hand rather than with
 * Intl so every browser and locale shows the same figures the contract fixes.
 */
export type Decimals = 0 | 2;

const CURRENCY_SIGN: Record<Currency, { sign: string; position: 'prefix' | 'suffix' }> = {
  EUR: { sign: '€', position: 'prefix' },
  USD: { sign: '$', position: 'prefix' },
  PLN: { sign: 'zł', position: 'suffix' },
};

export function formatNumber(value: number, decimals: number = 0): string {
  if (!Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** The currency's sign (€, zł, $), for a label that names it. */
export function currencySign(currency: Currency): string {
  return CURRENCY_SIGN[currency].sign;
}

export function formatCurrency(value: number, currency: Currency = 'EUR', decimals: Decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const { sign, position } = CURRENCY_SIGN[currency];
  const amount = formatNumber(value, decimals);
  return position === 'prefix' ? `${sign} ${amount}` : `${amount} ${sign}`;
}

/** Parses what a user typed in the house format ("1.234,5") back into a number, or null. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Minutes and seconds for countdowns such as the session-expiry prompt, e.g. 4:05 → "04:05". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
