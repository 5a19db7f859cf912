import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/sub-nav/sub-nav';
import type LdSubNav from '../../elements/sub-nav/sub-nav.component';
import type { LdNavigateDetail, LdSubNavRoute } from '../../elements/sub-nav/sub-nav.component';
import { initTestI18n } from './support/i18n';
import { noEvent } from './support/dialogs';
import { expectModifiedClicksLeftToBrowser, plainClick } from './support/app-link';

const ROUTES: LdSubNavRoute[] = [
  { path: '/amw/driver/list', label: 'Drivers' },
  { path: '/amw/driver/view', label: 'View driver' },
  { path: '/amw/driver/edit', label: 'Edit driver' },
  { path: '/amw/driver/create', label: 'New driver' },
  { path: '/amw/driver/42/edit', label: 'Edit 42' },
  { path: '/amw/driver/import', label: 'Import' },
  { path: '/amw/driver/mail?type=welcome', label: 'Mail' },
  { path: '//evil.com/x', label: 'Evil' },
  { path: '/\\evil.com', label: 'Evil 2' },
  { path: 'javascript:alert(1)', label: 'Evil 3' },
];

async function nav(template = html`<ld-sub-nav .routes=${ROUTES} current="/amw/driver/import/"></ld-sub-nav>`): Promise<LdSubNav> {
  return fixture<LdSubNav>(template);
}

const links = (el: LdSubNav) => [...el.shadowRoot!.querySelectorAll('a')];

describe('<ld-sub-nav>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should list the sibling routes without view, edit, create or foreign ones', async () => {
    const el = await nav();
    expect(links(el).map((a) => a.textContent!.trim())).to.deep.equal(['Drivers', 'Import', 'Mail']);
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal(['/amw/driver/list', '/amw/driver/import', '/amw/driver/mail?type=welcome']);
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Section navigation');
  });

  it('should mark the current route', async () => {
    const el = await nav();
    const current = links(el).filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent!.trim())).to.deep.equal(['Import']);
    expect(current[0]!.getAttribute('part')).to.equal('link link-current');
  });

  it('should emit ld-navigate with the path on a click and keep the browser from following', async () => {
    const el = await nav();
    const event = await plainClick(el, links(el)[0]!);
    expect(event.detail).to.deep.equal({ path: '/amw/driver/list' });
  });

  it('should leave a modified click (new tab) to the browser', async () => {
    const el = await nav();
    await expectModifiedClicksLeftToBrowser(el, links(el)[0]!);
  });

  it('should navigate with the keyboard: Tab to a link and press Enter', async () => {
    const el = await nav();
    links(el)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(links(el)[1]);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ld-navigate')) as CustomEvent<LdNavigateDetail>;
    expect(event.detail.path).to.equal('/amw/driver/import');
  });

  it('should show a create button only when asked, emitting ld-create', async () => {
    let el = await nav();
    expect(el.shadowRoot!.querySelector('[part="create-button"]')).to.equal(null);
    el = await nav(html`<ld-sub-nav .routes=${ROUTES} show-create></ld-sub-nav>`);
    const button = el.shadowRoot!.querySelector('[part="create-button"]') as HTMLElement;
    expect(button.textContent!.trim()).to.equal('Create');
    setTimeout(() => button.click());
    const event = await oneEvent(el, 'ld-create');
    expect(event.bubbles && event.composed).to.equal(true);
    el = await nav(html`<ld-sub-nav .routes=${ROUTES} show-create create-label="New driver"></ld-sub-nav>`);
    expect(el.shadowRoot!.querySelector('[part="create-button"]')!.textContent!.trim()).to.equal('New driver');
  });

  it('should emit nothing when its routes or current path change from code', async () => {
    const el = await nav();
    await noEvent(el, 'ld-navigate', async () => {
      el.current = '/amw/driver/list';
      el.routes = ROUTES.slice(0, 2);
      await el.updateComplete;
    });
    expect(links(el)).to.have.length(1);
  });

  it('should take the client colour for the current link from the Shoelace primary token', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div style="--sl-color-primary-600: rgb(200, 30, 90)"><ld-sub-nav .routes=${ROUTES} current="/amw/driver/list"></ld-sub-nav></div>`,
    );
    const el = host.querySelector('ld-sub-nav')!;
    await el.updateComplete;
    const current = el.shadowRoot!.querySelector('[aria-current="page"]')!;
    expect(getComputedStyle(current).color).to.equal('rgb(200, 30, 90)');
  });

  it('should be accessible', async () => {
    const el = await nav(html`<ld-sub-nav .routes=${ROUTES} current="/amw/driver/list" show-create></ld-sub-nav>`);
    await expect(el).to.be.accessible();
  });
});
