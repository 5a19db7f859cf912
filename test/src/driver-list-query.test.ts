import { describe, expect, it } from 'vitest';
import {
  DRIVER_LIST_URL_SCHEMA, cleanFilters, driverCreatePath, driverDisplayName, driverEditPath, driverListQuery, driverListSource, driverRowStatus,
  driverSectionOf, nearBottom, normalizeSearch, readUrlFilters,
} from '../../src/features/driver-list/driver-list-query';
import { readFiltersFromQuery, writeFiltersToQuery } from '../../src/lib/url-filters';

const plain = { isBlocked: false, isExpired: false, isWatchingOnly: false, isGeneric: false, hasOrdered: false, isActive: true };

describe('driver list query', () => {
  it('turns the filter bar values and the section scope into the list query', () => {
    expect(driverListQuery({ status: ['expired'], lastLogin: '2024-03-15', emailNotSent: true }, { carArrangementId: 7 })).toEqual({
      carArrangementId: 7, status: ['expired'], lastLoginFrom: '2024-03-15', emailNotSent: true,
    });
    expect(driverListQuery({}, {})).toEqual({});
  });

  it('asks for several statuses and operating companies, ordered yes or no, and the search', () => {
    expect(driverListQuery({ status: ['blocked', 'generic'], operatingCompany: ['4', '12'], ordered: 'no', q: '  jan   de  ' }, {})).toEqual({
      status: ['blocked', 'generic'], operatingCompanyId: [4, 12], hasOrdered: false, q: 'jan de',
    });
    expect(driverListQuery({ ordered: 'yes' }, {})).toEqual({ hasOrdered: true });
    expect(driverListQuery({ ordered: 'maybe', q: '   ' }, {})).toEqual({});
  });

  it('leaves out unknown statuses, malformed company ids and dates that are not ISO', () => {
    expect(driverListQuery({ status: ['sleeping'], operatingCompany: ['0', 'x', '-1'], lastLogin: '15-03-2024' }, { mobilityContainerId: 3 }))
      .toEqual({ mobilityContainerId: 3 });
    expect(cleanFilters({ status: ['active', 'nope', 'expired'], operatingCompany: ['3', '1e3'] })).toEqual({ status: ['active', 'expired'], operatingCompany: ['3'] });
    expect(cleanFilters({ status: ['nope'], q: ' ' })).toEqual({});
  });

  it('keeps the statuses and the search in the address and reads them back', () => {
    const search = writeFiltersToQuery('?id=1', { status: ['active', 'blocked'], q: 'de_vries 100%' }, DRIVER_LIST_URL_SCHEMA);
    expect(search).toBe('?id=1&status=active,blocked&q=de_vries%20100%25');
    expect(readFiltersFromQuery(search, DRIVER_LIST_URL_SCHEMA)).toEqual({ status: ['active', 'blocked'], q: 'de_vries 100%' });
  });

  it('follows the home dashboard\'s links: a named filter and the 30-day window go to the list call (issue 37)', () => {
    expect(driverListQuery(readUrlFilters('?attention=expiredStillActive'), {})).toEqual({ attention: 'expiredStillActive' });
    expect(driverListQuery(readUrlFilters('?attention=withoutCategory&status=active'), { carArrangementId: 4 }))
      .toEqual({ carArrangementId: 4, status: ['active'], attention: 'withoutCategory' });
    expect(driverListQuery(readUrlFilters('?expiration=withinThirtyDays'), {})).toEqual({ expiration: 'withinThirtyDays' });
    // The "welcome mail not sent" figure's link: the bar's flag, written as =true.
    expect(writeFiltersToQuery('', { emailNotSent: true }, DRIVER_LIST_URL_SCHEMA)).toBe('?emailNotSent=true');
    expect(driverListQuery(readUrlFilters('?emailNotSent=true'), {})).toEqual({ emailNotSent: true });
  });

  it('drops a named filter the driver list does not take, from the query and so from the address', () => {
    expect(readUrlFilters('?attention=staleRun&status=blocked')).toEqual({ status: ['blocked'] });
    expect(cleanFilters({ attention: 'inactive' as never, q: 'jan' })).toEqual({ q: 'jan' });
    expect(writeFiltersToQuery('?attention=staleRun', readUrlFilters('?attention=staleRun'), DRIVER_LIST_URL_SCHEMA)).toBe('');
  });

  it('keeps the named filter in the address beside the other filters and the search', () => {
    const search = writeFiltersToQuery('', { status: ['active'], attention: 'withoutCategory', q: 'de vries' }, DRIVER_LIST_URL_SCHEMA);
    expect(search).toBe('?status=active&q=de%20vries&attention=withoutCategory');
    expect(readUrlFilters(search)).toEqual({ status: ['active'], q: 'de vries', attention: 'withoutCategory' });
  });

  it('cuts the search to 200 characters and one space between terms', () => {
    expect(normalizeSearch(`${'a'.repeat(199)}  b`)).toBe('a'.repeat(199));
    expect(normalizeSearch('x'.repeat(250))).toHaveLength(200);
    expect(normalizeSearch('\tjan\n de ')).toBe('jan de');
  });

  it('shows the strongest flag as the row status', () => {
    expect(driverRowStatus(plain)).toBe('active');
    expect(driverRowStatus({ ...plain, isActive: false })).toBe('inactive');
    expect(driverRowStatus({ ...plain, hasOrdered: true })).toBe('ordered');
    expect(driverRowStatus({ ...plain, isGeneric: true, hasOrdered: true })).toBe('generic');
    expect(driverRowStatus({ ...plain, isWatchingOnly: true })).toBe('watchingOnly');
    expect(driverRowStatus({ ...plain, isExpired: true, isWatchingOnly: true })).toBe('expired');
    expect(driverRowStatus({ ...plain, isBlocked: true, isExpired: true })).toBe('blocked');
  });

  it('composes the name with the prefix and skips empty parts', () => {
    expect(driverDisplayName({ firstName: 'Jan', prefixSurname: 'van der', surname: 'Berg' })).toBe('Jan van der Berg');
    expect(driverDisplayName({ firstName: 'Jan', prefixSurname: null, surname: 'Berg' })).toBe('Jan Berg');
    expect(driverDisplayName({ firstName: 'Jan', prefixSurname: ' ', surname: 'Berg' })).toBe('Jan Berg');
  });

  it('asks for more rows within 50 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 0, clientHeight: 600, scrollHeight: 880 })).toBe(false);
    expect(nearBottom({ scrollTop: 230, clientHeight: 600, scrollHeight: 880 })).toBe(true);
    expect(nearBottom({ scrollTop: 229, clientHeight: 600, scrollHeight: 880 })).toBe(false);
  });

  it('opens the driver in the section it was listed in', () => {
    expect(driverSectionOf('/arrangement/driver')).toBe('arrangement');
    expect(driverSectionOf('/mobility/driver')).toBe('mobility');
    expect(driverSectionOf('/component/driver')).toBe('component');
    expect(driverSectionOf('/something')).toBe('component');
    expect(driverEditPath('component', 12)).toBe('/component/driver/edit?id=12');
    expect(driverSectionOf('/fleetmanagement/driver')).toBe('fleetmanagement');
  });

  it('opens and creates drivers in every section\'s form, fleet management\'s own too, and reads the external lists from their own route', () => {
    // Fleet management has its own form (issue 20 point 4): its list rows open it.
    expect(driverEditPath('fleetmanagement', 12)).toBe('/fleetmanagement/driver/edit?id=12');
    // The lease system has its driver form (spec 01 §2 "/leasewise/driver (create, edit)").
    expect(driverEditPath('leasewise', 12)).toBe('/leasewise/driver/edit?id=12');
    expect(driverCreatePath('leasewise')).toBe('/leasewise/driver/create');
    expect(driverCreatePath('arrangement')).toBe('/arrangement/driver/create');
    expect(driverCreatePath('mobility')).toBe('/mobility/driver/create');
    expect(driverCreatePath('fleetmanagement')).toBe('/fleetmanagement/driver/create');
    expect(driverListSource('fleetmanagement')).toBe('fleetmanagement');
    expect(driverListSource('leasewise')).toBe('leasewise');
    expect(driverListSource('component')).toBe('driver');
  });
});
