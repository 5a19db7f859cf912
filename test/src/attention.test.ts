import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceListMachine } from '../../machines/resource-list.machine';
import { ATTENTION_FILTERS, type AttentionList } from '../../contract/types/dashboard';
import { LOCALES } from '../../contract/types/core';
import type { ListPage, ListParams, VersionedRow } from '../../src/api/resource';
import { areaOfPath } from '../../src/areas';
import { PRODUCT } from '../../src/app/paths';
import { listParams, narrowingOf, readListAddress, variantFilters } from '../../src/features/resource-list/resource-list-query';
import { readAttention, showAllAddress } from '../../src/lib/attention';

/**
 * Issue 37 point 1: a home-dashboard figure links to its list narrowed by `?attention=<name>`; the list asks the server
 * with it, says which rows these are, and "show all" takes it out of the address again.
 */

/** Where each of the dashboard's kit links leads, and the names that list takes. */
const KIT_LINKS: Record<string, AttentionList> = {
  '/component/arrangement': 'arrangement',
  '/component/mobility_container': 'mobilityContainer',
  '/component/mobility_product': 'mobilityProduct',
  '/component/mail/logs': 'mailLog',
  [`/${PRODUCT}/client`]: 'providerClient',
};

const areaAt = (path: string) => areaOfPath(path)!.area;

/** The kit list's query for an address, as kit-list.tsx makes it (the component section's variant filter, no bar). */
function kitParams(path: string, search: string): ListParams {
  const area = areaAt(path);
  return listParams(readListAddress(search), { ...variantFilters(area, 'component', null), ...narrowingOf(area, search, {}) });
}

describe('a list narrowed by a dashboard figure', () => {
  it('reads a name its list takes, and nothing for one it does not or for a list that takes none', () => {
    expect(readAttention('?attention=staleRun&page=2', 'arrangement')).toBe('staleRun');
    expect(readAttention('?attention=duplicateType', 'arrangement')).toBeNull();
    expect(readAttention('?attention=', 'arrangement')).toBeNull();
    expect(readAttention('?q=lease', 'arrangement')).toBeNull();
    expect(readAttention('?attention=staleRun', undefined)).toBeNull();
  });

  it('"show all" leaves the address without the filter and its page, every other parameter exactly as written', () => {
    expect(showAllAddress('?attention=staleRun')).toBe('');
    expect(showAllAddress('?q=de%20vries&attention=inactive&page=3&status=active,blocked')).toBe('?q=de%20vries&status=active,blocked');
    expect(showAllAddress('?emailNotSent=true')).toBe('?emailNotSent=true');
  });

  it('is declared by each list the dashboard links to, with the names the server takes', () => {
    for (const [path, list] of Object.entries(KIT_LINKS)) expect(areaAt(path).attention, path).toBe(list);
    // A list the dashboard does not link to takes none, so a stray ?attention= there asks nothing of the server.
    expect(areaAt('/component/faq').attention).toBeUndefined();
    expect(kitParams('/component/faq', '?attention=inactive').filters).toEqual({});
  });

  it('asks the kit list with the filter beside the search, ignores an unknown name, and asks for all rows after "show all"', async () => {
    const asked: ListParams[] = [];
    const fetchPage = fromPromise<ListPage<VersionedRow>, ListParams>(async ({ input }) => {
      asked.push(input);
      return { rows: [{ id: 1, version: 1 }], resultCount: 1 };
    });
    const search = '?q=2027&attention=staleRun&page=2';
    const actor = createActor(resourceListMachine.provide({ actors: { fetchPage } }), { input: { params: kitParams('/component/arrangement', search) } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'query.change', params: kitParams('/component/arrangement', showAllAddress(search)) });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && asked.length === 2);
    expect(asked).toEqual([
      { pageIndex: 2, pageSize: 20, q: '2027', filters: { attention: 'staleRun' } },
      { pageIndex: 1, pageSize: 20, q: '2027', filters: {} },
    ]);
    expect(kitParams('/component/arrangement', '?attention=failedRecently').filters).toEqual({});
    expect(kitParams('/component/mail/logs', '?attention=failedRecently').filters).toEqual({ attention: 'failedRecently' });
  });

  it('has its words, and the way back, in every locale for every name a list takes', () => {
    for (const locale of LOCALES) {
      const texts = JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${locale}/widgets.json`), 'utf8')).attentionNotice;
      expect(texts.showAll, locale).toBeTruthy();
      for (const [list, names] of Object.entries(ATTENTION_FILTERS)) {
        for (const name of names) expect(texts[list]?.[name], `${locale} ${list}.${name}`).toMatch(/\S/);
      }
    }
  });
});
