import { describe, expect, it } from 'vitest';
import { newsText } from '../../server/areas/news-text';
import { describeKitContract, kitHarness } from './kit-contract';

const h = kitHarness();

describeKitContract(h, {
  area: newsText, create: { title: 'Nieuws', text: '<p>Bericht</p>', dateFrom: '2026-03-01' },
  mainField: 'title', mainMax: 200, plainSearched: true, richField: 'text',
});

describe('news texts', () => {
  it('read and write dates as YYYY-MM-DD and refuse an end before the start, storing nothing', async () => {
    const row = (await h.call('supervisor', 'POST', '/newstext', { title: 'Periode', text: '', dateFrom: '2026-03-01', dateTo: '2026-03-31' })).json().results[0];
    expect(row).toMatchObject({ dateFrom: '2026-03-01', dateTo: '2026-03-31', carArrangementId: null });
    const res = await h.call('supervisor', 'PUT', '/newstext', { id: row.id, dateTo: '2026-02-01' });
    expect(res.json().errors).toEqual(['body.dateTo must not be before body.dateFrom']);
    expect((await h.call('supervisor', 'GET', `/newstext?newsTextId=${row.id}`)).json().results[0]).toEqual(row);
    expect((await h.call('supervisor', 'PUT', '/newstext', { id: row.id, dateTo: '1 maart' })).json().errors).toEqual(['body.dateTo must be a date written YYYY-MM-DD, from year 0001']);
    expect((await h.call('supervisor', 'PUT', '/newstext', { id: row.id, dateTo: '0000-03-01' })).json().errors).toEqual(['body.dateTo must be a date written YYYY-MM-DD, from year 0001']);
    expect((await h.call('supervisor', 'PUT', '/newstext', { id: row.id, dateTo: '2026-02-30' })).json().errors).toEqual(['body.dateTo must be a valid date']);
    expect((await h.call('supervisor', 'PUT', '/newstext', { id: row.id, dateTo: '2027-02-29' })).json().errors).toEqual(['body.dateTo must be a valid date']);
  });

  it('read a year-0001 date as no date, as the contract says', async () => {
    const row = (await h.call('supervisor', 'POST', '/newstext', { title: 'Zonder einde', text: '', dateFrom: '2028-02-29', dateTo: '0001-01-01' })).json().results[0];
    expect(row).toMatchObject({ dateFrom: '2028-02-29', dateTo: null });
  });

  it('show the seeded default and arrangement news with the arrangement name', async () => {
    const rows = (await h.call('supervisor', 'GET', `/newstext?carArrangementId=${h.ids.arrangementIn}&q=kracht`)).json().results;
    expect(rows[0]).toMatchObject({ title: 'Leaseregeling 2026 van kracht', carArrangementName: 'Leaseregeling 2026' });
  });
});
