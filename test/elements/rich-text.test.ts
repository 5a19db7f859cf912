import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/rich-text/rich-text';
import type LdRichText from '../../elements/rich-text/rich-text.component';
import { placeholderFor, type LdRichTextChangeDetail } from '../../elements/rich-text/rich-text.component';
import { initTestI18n } from './support/i18n';
import { noEvent, record } from './support/dialogs';
import { loadShoelaceThemes, resolvedColor } from './support/theme';
import { focusSettled } from './support/focus-settled';

const VARIABLES = [
  { id: 1, name: 'firstName', prefix: 'driver' },
  { id: 2, name: 'companyName', prefix: 'client' },
  { id: 3, name: 'today', prefix: '' },
];

async function editor(template = html`<ld-rich-text label="Mail body" .variables=${VARIABLES}></ld-rich-text>`): Promise<LdRichText> {
  const el = await fixture<LdRichText>(template);
  await el.ready;
  await el.updateComplete;
  return el;
}

const editable = (el: LdRichText) => el.shadowRoot!.querySelector('.ProseMirror') as HTMLElement;
const badge = (el: LdRichText, id: number) => el.shadowRoot!.querySelector(`[part="variable"][data-id="${id}"]`) as HTMLButtonElement;
const tool = (el: LdRichText, command: string) => el.shadowRoot!.querySelector(`[data-command="${command}"]`) as HTMLButtonElement;

/** Puts the caret after the first `offset` characters of the first paragraph, as arrow keys would. */
async function caretAt(el: LdRichText, offset: number): Promise<void> {
  focusSettled(editable(el));
  await sendKeys({ press: 'Control+Home' });
  for (let i = 0; i < offset; i++) await sendKeys({ press: 'ArrowRight' });
}

describe('<ld-rich-text>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should load the editor lazily and render a 400 px labelled textbox', async () => {
    const el = await fixture<LdRichText>(html`<ld-rich-text label="Mail body"></ld-rich-text>`);
    await el.ready;
    await el.updateComplete;
    const area = editable(el);
    expect(area.getAttribute('contenteditable')).to.equal('true');
    expect(area.getAttribute('role')).to.equal('textbox');
    expect(area.getAttribute('aria-multiline')).to.equal('true');
    expect(area.getAttribute('aria-label')).to.equal('Mail body');
    const frame = el.shadowRoot!.querySelector('[part="editor"]') as HTMLElement;
    expect(frame.getBoundingClientRect().height).to.equal(400);
    expect(el.shadowRoot!.querySelector('ld-spinner')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal('Formatting');
  });

  it('should show a value set from code without emitting ld-change', async () => {
    const el = await editor();
    await noEvent(el, 'ld-change', async () => {
      el.value = '<p>Dear <strong>driver</strong>,</p>';
      await el.updateComplete;
    });
    expect(editable(el).innerHTML).to.contain('<strong>driver</strong>');
    expect(el.value).to.equal('<p>Dear <strong>driver</strong>,</p>');
  });

  it('should keep a value set before the editor loaded', async () => {
    const el = document.createElement('ld-rich-text') as LdRichText;
    el.value = '<p>Early <em>text</em></p><script>window.__xss=1</script>';
    expect(el.value).to.equal('<p>Early <em>text</em></p>');
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.append(el);
    await el.ready;
    expect(el.value).to.equal('<p>Early <em>text</em></p>');
    expect(window.__xss).to.equal(undefined);
  });

  it('should answer an empty string for an empty document', async () => {
    const el = await editor();
    expect(el.value).to.equal('');
    el.value = '<p></p>';
    expect(el.value).to.equal('');
  });

  it('should emit ld-change with the sanitised HTML when the user types', async () => {
    const el = await editor();
    editable(el).focus();
    setTimeout(() => void sendKeys({ type: 'H' }));
    const first = (await oneEvent(el, 'ld-change')) as CustomEvent<LdRichTextChangeDetail>;
    expect(first.detail.value).to.equal('<p>H</p>');
    expect(first.bubbles && first.composed).to.equal(true);
    await sendKeys({ type: 'ello' });
    expect(el.value).to.equal('<p>Hello</p>');
  });

  it('should render one badge per variable with its placeholder', async () => {
    const el = await editor();
    const badges = [...el.shadowRoot!.querySelectorAll('[part="variable"]')].map((b) => b.textContent!.trim());
    expect(badges).to.deep.equal(['{{driver.firstName}}', '{{client.companyName}}', '{{today}}']);
    expect(placeholderFor({ id: 9, name: 'x', prefix: null })).to.equal('{{x}}');
    expect(el.shadowRoot!.querySelector('[part="variables"]')!.getAttribute('aria-label')).to.equal('Variables');
    expect(badge(el, 1).title).to.equal('Insert {{driver.firstName}} at the cursor');
  });

  it('should insert the placeholder at the caret and emit ld-change', async () => {
    const el = await editor();
    el.value = '<p>Dear ,</p><p>Regards</p>';
    await caretAt(el, 5);
    setTimeout(() => badge(el, 1).click());
    const event = (await oneEvent(el, 'ld-change')) as CustomEvent<LdRichTextChangeDetail>;
    expect(event.detail.value).to.equal('<p>Dear {{driver.firstName}},</p><p>Regards</p>');
    // The caret sits after the placeholder: typing continues there.
    await sendKeys({ type: '!' });
    expect(el.value).to.equal('<p>Dear {{driver.firstName}}!,</p><p>Regards</p>');
  });

  it('should replace the selection with the placeholder', async () => {
    const el = await editor();
    el.value = '<p>Hello NAME</p>';
    await caretAt(el, 6);
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Shift+ArrowRight' });
    badge(el, 3).click();
    expect(el.value).to.equal('<p>Hello {{today}}</p>');
  });

  it('should insert with the keyboard: Shift+Tab from the text to the badge, Enter', async () => {
    const el = await editor(html`<ld-rich-text .variables=${VARIABLES.slice(0, 1)}></ld-rich-text>`);
    el.value = '<p>Hi ,</p>';
    await caretAt(el, 3);
    // The badges sit above the text; the caret stays where it was while focus visits them.
    await sendKeys({ press: 'Shift+Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(badge(el, 1));
    await sendKeys({ press: 'Enter' });
    expect(el.value).to.equal('<p>Hi {{driver.firstName}},</p>');
  });

  it('should format from the toolbar and with shortcuts, showing the pressed state', async () => {
    const el = await editor();
    el.value = '<p>make bold</p>';
    await caretAt(el, 0);
    await sendKeys({ press: 'Shift+End' });
    expect(tool(el, 'bold').getAttribute('aria-pressed')).to.equal('false');
    setTimeout(() => tool(el, 'bold').click());
    await oneEvent(el, 'ld-change');
    await el.updateComplete;
    expect(el.value).to.equal('<p><strong>make bold</strong></p>');
    expect(tool(el, 'bold').getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Control+i' });
    expect(el.value).to.equal('<p><strong><em>make bold</em></strong></p>');
    tool(el, 'undo').click();
    expect(el.value).to.equal('<p><strong>make bold</strong></p>');
  });

  it('should move along the toolbar with the arrow keys', async () => {
    const el = await editor();
    tool(el, 'bold').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(tool(el, 'italic'));
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    // Wraps round, skipping the disabled undo and redo.
    expect(el.shadowRoot!.activeElement).to.equal(tool(el, 'orderedList'));
  });

  it('should not undo a value set from code', async () => {
    const el = await editor();
    el.value = '<p>Loaded</p>';
    await el.updateComplete;
    expect(tool(el, 'undo').disabled).to.equal(true);
  });

  it('should be read-only when disabled', async () => {
    const el = await editor(html`<ld-rich-text disabled .variables=${VARIABLES}></ld-rich-text>`);
    el.value = '<p>Fixed</p>';
    expect(editable(el).getAttribute('contenteditable')).to.equal('false');
    expect(badge(el, 1).disabled).to.equal(true);
    expect(tool(el, 'bold').disabled).to.equal(true);
    const seen = record(el, ['ld-change']);
    badge(el, 1).click();
    expect(el.value).to.equal('<p>Fixed</p>');
    expect(seen).to.have.length(0);
  });

  it('should offer its toolbar again when enabled after being disabled (a form while saving)', async () => {
    const el = await editor();
    el.disabled = true;
    await el.updateComplete;
    expect(tool(el, 'bold').disabled).to.equal(true);
    el.disabled = false;
    await el.updateComplete;
    expect(editable(el).getAttribute('contenteditable')).to.equal('true');
    expect(tool(el, 'bold').disabled).to.equal(false);
  });

  it('should follow the dark theme through the Shoelace tokens', async () => {
    await loadShoelaceThemes();
    const light = await fixture<HTMLDivElement>(html`<div class="sl-theme-light"><ld-rich-text></ld-rich-text></div>`);
    const dark = await fixture<HTMLDivElement>(html`<div class="sl-theme-dark"><ld-rich-text></ld-rich-text></div>`);
    const background = (host: HTMLElement) => {
      const el = host.querySelector('ld-rich-text')!;
      return getComputedStyle(el.shadowRoot!.querySelector('.base')!).backgroundColor;
    };
    expect(background(dark)).to.equal(resolvedColor(dark, 'var(--sl-input-background-color)'));
    expect(background(light)).to.equal(resolvedColor(light, 'var(--sl-input-background-color)'));
    expect(background(dark)).to.not.equal(background(light));
  });

  it('should be accessible', async () => {
    const el = await editor();
    el.value = '<p>Dear {{driver.firstName}},</p>';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
