import { expect, waitUntil } from '@open-wc/testing';
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { HistoryEntry } from '../../contract/types/history';
import { initTestI18n } from './support/i18n';
import { scriptApi } from './support/scripted-api';

// The history panel (issue 39 point 2) drawn in Chromium against a scripted /api-admin/history: rich text as text
// (no element made from a stored value), secrets as "changed", child lists, the system actor, and paging with before=.

const api = scriptApi();
/** Page one, then (before=) page two and no more. */
const twoPages = (url: URL) => ({ status: 200, body: { results: url.searchParams.has('before') ? SECOND_PAGE : FIRST_PAGE, successful: true, more: !url.searchParams.has('before') } });

const entry = (id: number, changes: HistoryEntry['changes'], actor: HistoryEntry['actor'] = null): HistoryEntry =>
  ({ id, at: '2026-11-22T09:05:00.000Z', action: 'update', actor, changes });

const HOSTILE = '<p>Kind <b>regards</b></p><img src=x onerror="window.__historyPwned = 1"><svg><script>window.__historyPwned = 2</script></svg>';
const FIRST_PAGE = [
  entry(9, [{ field: 'answer', before: '<p>Old</p>', after: HOSTILE }, { field: 'version', before: 3, after: 4 }],
    { id: 2, name: 'Sam Supervisor', actingFor: 'Demo Mobility B.V.', asSubsupervisor: false }),
  entry(8, [{ field: 'password', secret: true }, { field: 'attachments', added: [{ id: 1, fileName: 'terms.pdf' }], removed: ['old.pdf'] }]),
];
const SECOND_PAGE = [entry(5, [{ field: 'isActive', before: true, after: null }])];

describe('the history panel', () => {
  let root: Root;
  let host: HTMLElement;
  let i18n: Awaited<ReturnType<typeof initTestI18n>>;
  let HistoryPanel: typeof import('../../src/screens/history/history-panel').default;

  before(async () => {
    i18n = await initTestI18n(['history', 'kit', 'areas']);
    ({ default: HistoryPanel } = await import('../../src/screens/history/history-panel'));
  });

  beforeEach(() => {
    api.asked.length = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const draw = (id: number) => root.render(h(I18nextProvider, { i18n }, h(HistoryPanel, { kind: 'faq', id, labelPrefixes: ['areas:faq.fields'], richFields: ['answer'] })));
  const text = () => host.textContent!.replace(/\s+/g, ' ');

  it('should show each change readably, rich text as its words and never as markup', async () => {
    api.answer(twoPages);
    draw(12);
    await waitUntil(() => host.querySelector('.history-entry'), 'the entries show');
    expect(api.asked[0]!.url.pathname).to.equal('/api-admin/history');
    expect(Object.fromEntries(api.asked[0]!.url.searchParams)).to.deep.equal({ kind: 'faq', id: '12' });
    const answerLine = host.querySelector('[data-entry-id="9"] [data-field="answer"]')!;
    expect(answerLine.textContent).to.equal('Answer: Old → Kind regards');
    expect(host.querySelector('.history-panel img, .history-panel svg, .history-panel script, .history-panel b')).to.equal(null);
    expect((window as { __historyPwned?: number }).__historyPwned).to.equal(undefined);
    // The row's version is bookkeeping.
    expect(host.querySelector('[data-field="version"]')).to.equal(null);
    expect(host.querySelector('[data-entry-id="9"] .history-entry__actor')!.textContent).to.equal('Sam Supervisor (acting for Demo Mobility B.V.)');
    expect(host.querySelector('[data-entry-id="8"] .history-entry__actor')!.textContent).to.equal('System');
    expect(host.querySelector('[data-entry-id="8"] [data-field="password"]')!.textContent).to.equal('Password: changed (value not shown)');
    expect(host.querySelector('[data-entry-id="8"] [data-field="attachments"]')!.textContent).to.equal('Attachments: added: terms.pdf; removed: old.pdf');
    expect(host.querySelector('[data-entry-id="9"] time')!.getAttribute('datetime')).to.equal('2026-11-22T09:05:00.000Z');
  });

  it('should page to older entries with before= the last entry shown, then offer no more', async () => {
    api.answer(twoPages);
    draw(12);
    await waitUntil(() => host.querySelector('.history-panel__older'), 'older is offered');
    host.querySelector<HTMLElement>('.history-panel__older')!.click();
    await waitUntil(() => host.querySelector('[data-entry-id="5"]'), 'the older page shows');
    expect(api.asked[1]!.url.searchParams.get('before')).to.equal('8');
    expect([...host.querySelectorAll('.history-entry')].map((li) => li.getAttribute('data-entry-id'))).to.deep.equal(['9', '8', '5']);
    expect(host.querySelector('[data-entry-id="5"] [data-field="isActive"]')!.textContent).to.equal('Active: Yes → (empty)');
    await waitUntil(() => host.querySelector('.history-panel__older') === null, 'no more older entries');
  });

  it('should say the history is not available when the server answers 404', async () => {
    api.answer(() => ({ status: 404, body: { results: [], successful: false, errors: ['Not found'] } }));
    draw(13);
    await waitUntil(() => host.querySelector('.history-panel__unavailable'), 'the not-available line shows');
    expect(text()).to.contain('The history of this record is not available.');
  });
});
