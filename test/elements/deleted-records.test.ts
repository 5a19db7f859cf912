import { expect, waitUntil } from '@open-wc/testing';
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { DeletedRecord } from '../../contract/types/history';
import { initTestI18n } from './support/i18n';
import { scriptApi } from './support/scripted-api';

// "Recently deleted" of a kit list (issue 39 point 3) in Chromium against a scripted /history/deleted and /restore:
// each record with Restore; a restored one leaves the list; a 409 shows the server's reason under its row; a 403 hides.

const api = scriptApi();

const record = (id: number, label: string): DeletedRecord => ({
  kind: 'operatingCompany', id, label, at: '2026-11-22T09:05:00.000Z', actor: { id: 2, name: 'Sanne de Vries', actingFor: null, asSubsupervisor: false },
});

describe('recently deleted', () => {
  let root: Root;
  let host: HTMLElement;
  let i18n: Awaited<ReturnType<typeof initTestI18n>>;
  let DeletedRecords: typeof import('../../src/screens/history/deleted-records').default;
  let forbidden = 0;

  before(async () => {
    i18n = await initTestI18n(['history', 'kit', 'toasts']);
    ({ default: DeletedRecords } = await import('../../src/screens/history/deleted-records'));
  });

  beforeEach(() => {
    api.asked.length = 0;
    forbidden = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(h(I18nextProvider, { i18n }, h(DeletedRecords, { kind: 'operatingCompany', noun: 'Operating company', onClose: () => undefined, onForbidden: () => forbidden++ })));
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const rows = () => [...host.querySelectorAll('.deleted-record')];

  it('should list the deleted records and restore one, which then leaves the list', async () => {
    api.answer((url) => (url.pathname.endsWith('/restore')
      ? { status: 200, body: { results: [{ id: 7 }], successful: true } }
      : { status: 200, body: { results: [record(7, 'Noord'), record(6, 'Zuid')], successful: true } }));
    await waitUntil(() => rows().length === 2, 'both records show');
    expect(api.asked[0]!.url.pathname).to.equal('/api-admin/history/deleted');
    expect(api.asked[0]!.url.searchParams.get('kind')).to.equal('operatingCompany');
    expect(rows()[0]!.textContent).to.contain('Noord').and.to.contain('Deleted by Sanne de Vries on');
    rows()[0]!.querySelector<HTMLElement>('sl-button')!.click();
    await waitUntil(() => rows().length === 1, 'the restored record leaves');
    expect(api.asked[1]!.body).to.deep.equal({ kind: 'operatingCompany', id: 7 });
    expect(rows()[0]!.textContent).to.contain('Zuid');
  });

  it("should show the server's reason under a record whose restore breaks a rule (409)", async () => {
    api.answer((url) => (url.pathname.endsWith('/restore')
      ? { status: 409, body: { results: [], successful: false, errors: ['Another operating company is named "Noord" now.'] } }
      : { status: 200, body: { results: [record(7, 'Noord')], successful: true } }));
    await waitUntil(() => rows().length === 1, 'the record shows');
    rows()[0]!.querySelector<HTMLElement>('sl-button')!.click();
    await waitUntil(() => host.querySelector('.deleted-record [role="alert"]'), 'the reason shows');
    expect(host.querySelector('.deleted-record [role="alert"]')!.textContent).to.equal('Another operating company is named "Noord" now.');
    expect(rows()).to.have.length(1);
  });

  it('should hide the feature when the server answers 403', async () => {
    api.answer(() => ({ status: 403, body: { results: [], successful: false, errors: ['Forbidden'] } }));
    await waitUntil(() => forbidden > 0, 'the screen is told to hide it');
  });
});
