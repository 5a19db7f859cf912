import { describe, expect, it } from 'vitest';
import { FILTER_SCHEMA, type FilterValues } from '../../elements/filter-bar/filter-values';
import { readFiltersFromQuery, writeFiltersToQuery } from '../../src/lib/url-filters';

describe('url filters', () => {
  it('writes lists comma-separated, flags as true and text as is', () => {
    const query = writeFiltersToQuery('', { status: ['active', 'expired'], emailNotSent: true, lastLogin: '2024-03-15' }, FILTER_SCHEMA);
    expect(query).toBe('?status=active,expired&lastLogin=2024-03-15&emailNotSent=true');
  });

  it('URI-encodes every value, so a comma or ampersand inside a value does not split it', () => {
    const query = writeFiltersToQuery('', { operatingCompany: ['A, B & Co', 'Zoë/1'] }, FILTER_SCHEMA);
    expect(query).toBe('?operatingCompany=A%2C%20B%20%26%20Co,Zo%C3%AB%2F1');
    expect(readFiltersFromQuery(query, FILTER_SCHEMA)).toEqual({ operatingCompany: ['A, B & Co', 'Zoë/1'] });
  });

  it('removes empty filters and keeps parameters it does not own', () => {
    const query = writeFiltersToQuery(
      '?id=7&status=active&page=2&emailNotSent=true',
      { status: [], role: [''], ordered: '', emailNotSent: false, lastLogin: undefined },
      FILTER_SCHEMA,
    );
    expect(query).toBe('?id=7&page=2');
    expect(writeFiltersToQuery('?status=a', {}, FILTER_SCHEMA)).toBe('');
  });

  it('replaces what the query said about a filter', () => {
    expect(writeFiltersToQuery('status=old&x=1', { status: ['new'] }, FILTER_SCHEMA)).toBe('?x=1&status=new');
  });

  it('round-trips every kind of filter', () => {
    const filters: FilterValues = {
      operatingCompany: ['12', '13'],
      status: ['active'],
      role: ['supervisor', 'sub supervisor'],
      apps: ['mobility'],
      ordered: 'yes',
      expiration: 'withinTwoWeeks',
      lastLogin: '2024-01-31',
      emailNotSent: true,
    };
    const query = writeFiltersToQuery('?tab=drivers', filters, FILTER_SCHEMA);
    expect(readFiltersFromQuery(query, FILTER_SCHEMA)).toEqual(filters);
    expect(new URLSearchParams(query).get('tab')).toBe('drivers');
  });

  it('reads a hand-written query, + as space, and ignores what does not fit', () => {
    const read = readFiltersFromQuery(
      '?status=active,,expired&role=sub+supervisor&expiration=nextYear&emailNotSent=yes&ordered=%E0%A4%A&apps=',
      FILTER_SCHEMA,
    );
    expect(read).toEqual({ status: ['active', 'expired'], role: ['sub supervisor'] });
  });

  it('accepts only the known expiration options', () => {
    expect(readFiltersFromQuery('expiration=thisMonth', FILTER_SCHEMA)).toEqual({ expiration: 'thisMonth' });
    expect(readFiltersFromQuery('expiration=withinTwoWeeks', FILTER_SCHEMA)).toEqual({ expiration: 'withinTwoWeeks' });
    // The home dashboard's "access expires within 30 days" links to this one (issue 37).
    expect(readFiltersFromQuery('expiration=withinThirtyDays', FILTER_SCHEMA)).toEqual({ expiration: 'withinThirtyDays' });
    expect(readFiltersFromQuery('expiration=always', FILTER_SCHEMA)).toEqual({});
  });

  it('does not treat prototype names as filters', () => {
    const read = readFiltersFromQuery('__proto__=x&toString=y&constructor=z&status=a', FILTER_SCHEMA);
    expect(read).toEqual({ status: ['a'] });
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(writeFiltersToQuery('__proto__=x', { status: ['a'] }, FILTER_SCHEMA)).toBe('?__proto__=x&status=a');
  });

  it('lets the last occurrence of a parameter win', () => {
    expect(readFiltersFromQuery('status=a&status=b,c', FILTER_SCHEMA)).toEqual({ status: ['b', 'c'] });
  });
});
