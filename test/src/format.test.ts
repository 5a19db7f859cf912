import { describe, expect, it } from 'vitest';
import { formatCountdown, formatCurrency, formatNumber, parseNumber } from '../../src/lib/format';
import { formatDate, isEmptyDate, parseDisplayDate } from '../../src/lib/dates';

describe('formatNumber', () => {
  it('uses a dot for thousands and a comma for decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(-1234.5, 1)).toBe('-1.234,5');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });

  it('shows nothing for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatCurrency', () => {
  it('puts the euro sign before the amount with 0 or 2 decimals', () => {
    expect(formatCurrency(1234.5, 'EUR', 2)).toBe('€ 1.234,50');
    expect(formatCurrency(1234.5, 'EUR', 0)).toBe('€ 1.235');
  });

  it('puts the zloty sign after the amount', () => {
    expect(formatCurrency(89999.99, 'PLN', 2)).toBe('89.999,99 zł');
  });

  it('defaults to euro with 2 decimals', () => {
    expect(formatCurrency(5)).toBe('€ 5,00');
  });
});

describe('parseNumber', () => {
  it('reads the house format back', () => {
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('-12')).toBe(-12);
    expect(parseNumber('12abc')).toBeNull();
  });
});

describe('dates', () => {
  it('formats ISO dates as DD-MM-YYYY', () => {
    expect(formatDate('2026-03-09T10:00:00Z')).toBe('09-03-2026');
    expect(formatDate('2026-03-09')).toBe('09-03-2026');
  });

  it('treats year 0001 and garbage as empty', () => {
    expect(isEmptyDate('0001-01-01T00:00:00')).toBe(true);
    expect(formatDate('0001-01-01T00:00:00')).toBe('');
    expect(isEmptyDate('not a date')).toBe(true);
    expect(isEmptyDate(null)).toBe(true);
    expect(isEmptyDate('1990-01-01')).toBe(false);
  });

  it('parses what a user types', () => {
    expect(parseDisplayDate('31-12-2026')).toBe('2026-12-31');
    expect(parseDisplayDate('31-02-2026')).toBeNull();
    expect(parseDisplayDate('01-01-0001')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds with leading zeros', () => {
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(4.2)).toBe('00:05');
  });
});
