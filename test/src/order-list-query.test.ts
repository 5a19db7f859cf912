import { describe, expect, it } from 'vitest';
import {
  ORDER_LIST_DEFAULTS, ORDER_STATUS_MENU, orderIdOf, orderListPath, orderPageQuery, orderSectionOf, orderViewPath,
  readOrderListQuery, writeOrderListQuery,
} from '../../src/features/order-list/order-list-query';
import { orderPageParams } from '../../src/api/orders';

describe('order list query', () => {
  it('defaults to open orders, page 1 and no name (spec 02 §9)', () => {
    expect(readOrderListQuery('')).toEqual({ status: 'open', page: 1, name: '' });
    expect(ORDER_LIST_DEFAULTS).toEqual({ status: 'open', page: 1, name: '' });
  });

  it('offers the menu all, open, approved, rejected in that order', () => {
    expect(ORDER_STATUS_MENU).toEqual(['all', 'open', 'approved', 'rejected']);
  });

  it('reads status, page and name from the address', () => {
    expect(readOrderListQuery('?status=approved&page=3&name=de%20Vries')).toEqual({ status: 'approved', page: 3, name: 'de Vries' });
    expect(readOrderListQuery('status=all')).toEqual({ status: 'all', page: 1, name: '' });
  });

  it('falls back to the defaults for values that do not fit', () => {
    expect(readOrderListQuery('?status=cancelled&page=0&name=')).toEqual({ status: 'open', page: 1, name: '' });
    expect(readOrderListQuery('?page=-2')).toMatchObject({ page: 1 });
    expect(readOrderListQuery('?page=2.5')).toMatchObject({ page: 1 });
    expect(readOrderListQuery('?page=9999999')).toMatchObject({ page: 1 });
    expect(readOrderListQuery('?name=%E0%A4%A')).toMatchObject({ name: '' });
    expect(readOrderListQuery('?__proto__=x&constructor=1')).toEqual({ status: 'open', page: 1, name: '' });
  });

  it('always writes the status, and leaves out page 1 and an empty or blank name', () => {
    expect(writeOrderListQuery('', { status: 'open', page: 1, name: '' })).toBe('?status=open');
    expect(writeOrderListQuery('', { status: 'rejected', page: 1, name: '   ' })).toBe('?status=rejected');
    expect(writeOrderListQuery('', { status: 'all', page: 4, name: 'Jan' })).toBe('?status=all&page=4&name=Jan');
  });

  it('keeps other parameters and replaces its own', () => {
    expect(writeOrderListQuery('?lang=en-EN&status=open&page=2', { status: 'approved', page: 1, name: '' })).toBe('?lang=en-EN&status=approved');
  });

  it('round-trips names with spaces, plus signs, ampersands and percent signs', () => {
    const state = { status: 'open' as const, page: 2, name: 'a+b & 100% _x' };
    expect(readOrderListQuery(writeOrderListQuery('', state))).toEqual(state);
  });

  it('asks the server for the page of the state within the scope, the name trimmed', () => {
    const query = orderPageQuery({ status: 'approved', page: 2, name: '  Jansen ' }, { carArrangementId: 7 });
    expect(query).toEqual({ carArrangementId: 7, status: 'approved', pageIndex: 2, name: 'Jansen' });
    expect(orderPageParams(query)).toEqual({
      includePaginationInfo: true, status: 'approved', pageSize: 20, pageIndex: 2, name: 'Jansen', carArrangementId: 7,
    });
    expect(orderPageQuery(ORDER_LIST_DEFAULTS, { mobilityContainerId: 3 })).toEqual({ mobilityContainerId: 3, status: 'open', pageIndex: 1, name: '' });
  });

  it('takes the section from the path; the main area is component', () => {
    expect(orderSectionOf('/arrangement/order')).toBe('arrangement');
    expect(orderSectionOf('/mobility/order/view')).toBe('mobility');
    expect(orderSectionOf('/component/order')).toBe('component');
    expect(orderSectionOf('/')).toBe('component');
  });

  it('links the list and the view of a section', () => {
    expect(orderListPath('mobility')).toBe('/mobility/order');
    expect(orderViewPath('arrangement', 42)).toBe('/arrangement/order/view?id=42');
  });

  it('reads the order id of a view address, refusing anything but a positive integer', () => {
    expect(orderIdOf('?id=42')).toBe(42);
    expect(orderIdOf('id=7&x=1')).toBe(7);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=99999999999', '?id=2147483648']) expect(orderIdOf(bad)).toBeNull();
  });
});
