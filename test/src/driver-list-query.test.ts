import { describe, expect, it } from 'vitest';
import {
  driverDisplayName, driverEditPath, driverListQuery, driverRowStatus, driverSectionOf, keepOneStatus, nearBottom,
} from '../../src/features/driver-list/driver-list-query';

const plain = { isBlocked: false, isExpired: false, isWatchingOnly: false, isGeneric: false, hasOrdered: false, isActive: true };

describe('driver list query', () => {
  it('turns the filter bar values and the section scope into the list query', () => {
    expect(driverListQuery({ status: ['expired'], lastLogin: '2024-03-15', emailNotSent: true }, { carArrangementId: 7 })).toEqual({
      carArrangementId: 7, status: 'expired', lastLoginFrom: '2024-03-15', emailNotSent: true,
    });
    expect(driverListQuery({}, {})).toEqual({});
  });

  it('leaves out unknown statuses and dates that are not ISO', () => {
    expect(driverListQuery({ status: ['sleeping'], lastLogin: '15-03-2024' }, { mobilityContainerId: 3 })).toEqual({ mobilityContainerId: 3 });
  });

  it('keeps one status: the one just added wins', () => {
    expect(keepOneStatus({ status: ['active'] }, { status: ['active', 'blocked'] })).toEqual({ status: ['blocked'] });
    expect(keepOneStatus({}, { status: ['ordered', 'expired'] })).toEqual({ status: ['expired'] });
    expect(keepOneStatus({ status: ['active'] }, { status: [] , emailNotSent: true })).toEqual({ emailNotSent: true });
    expect(keepOneStatus({}, { status: ['nope'] })).toEqual({});
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
  });
});
