import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/attention-notice/attention-notice';
import type LdAttentionNotice from '../../elements/attention-notice/attention-notice.component';
import { ATTENTION_FILTERS } from '../../contract/types/dashboard';
import { initTestI18n } from './support/i18n';
import { expectModifiedClicksLeftToBrowser, plainClick } from './support/app-link';

async function notice(list = 'arrangement', filter = 'staleRun', href = '/component/arrangement?q=2027'): Promise<LdAttentionNotice> {
  return fixture<LdAttentionNotice>(html`<ld-attention-notice list=${list} filter=${filter} href=${href}></ld-attention-notice>`);
}

const message = (el: LdAttentionNotice) => el.shadowRoot!.querySelector('[part="message"]')!.textContent!.trim();
const showAll = (el: LdAttentionNotice) => el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part="show-all"]')!;

describe('<ld-attention-notice>', () => {
  before(() => initTestI18n(['widgets']));

  it('should say in words which rows the list shows, with a link to all of them', async () => {
    const el = await notice();
    expect(message(el)).to.equal('Only arrangements active for drivers whose last run is more than 7 days ago (or that never ran)');
    expect(showAll(el).textContent!.trim()).to.equal('Show all');
    expect(showAll(el).getAttribute('href')).to.equal('/component/arrangement?q=2027');
    await expect(el).to.be.accessible();
  });

  it('should have words for every filter a list takes', async () => {
    for (const [list, filters] of Object.entries(ATTENTION_FILTERS)) {
      for (const filter of filters) {
        const el = await notice(list, filter);
        expect(message(el), `${list}.${filter}`).to.match(/^Only /);
      }
    }
  });

  it('should ask the app to show all rows on a plain click, keeping the browser from following', async () => {
    const el = await notice('driver', 'withoutCategory', '/component/driver?status=active');
    const event = await plainClick(el, showAll(el));
    expect(event.detail).to.deep.equal({ path: '/component/driver?status=active' });
  });

  it('should leave a modified click (new tab) to the browser', async () => {
    const el = await notice();
    await expectModifiedClicksLeftToBrowser(el, showAll(el));
  });
});
