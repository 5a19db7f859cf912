import { html, type TemplateResult } from 'lit';
import type { LdSubNavRoute } from '../../elements/sub-nav/sub-nav.component';

/** One card of the gallery: an element in one state. */
export interface GalleryState {
  element: string;
  state: string;
  template: TemplateResult;
}

function isoFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const ROUTES: LdSubNavRoute[] = [
  { path: '/amw/driver/list', label: 'Drivers' },
  { path: '/amw/driver/import', label: 'Import' },
  { path: '/amw/driver/mail', label: 'Mail' },
  { path: '/amw/driver/view', label: 'View (hidden)' },
  { path: '/amw/driver/edit', label: 'Edit (hidden)' },
  { path: '/amw/driver/create', label: 'Create (hidden)' },
];

const VARIABLES = [
  { id: 1, name: 'firstName', prefix: 'driver' },
  { id: 2, name: 'lastName', prefix: 'driver' },
  { id: 3, name: 'companyName', prefix: 'client' },
];

const ARRANGEMENTS = [
  { id: 1, name: 'Lease 2025' },
  { id: 2, name: 'Private lease' },
  { id: 3, name: 'Pool cars' },
];

const TREE = [
  { id: 'nl', label: 'Netherlands', children: [{ id: 'ams', label: 'Amsterdam' }, { id: 'rtm', label: 'Rotterdam' }, { id: 'utr', label: 'Utrecht' }] },
  { id: 'be', label: 'Belgium', children: [{ id: 'bru', label: 'Brussels' }, { id: 'ant', label: 'Antwerp' }] },
];

const PALETTE_GROUPS = [{ id: 'screens', label: 'Screens' }, { id: 'drivers', label: 'Drivers' }];
const PALETTE_ITEMS = [
  { id: 'component-driver', label: 'Drivers', description: 'Main › Drivers', group: 'screens' },
  { id: 'arrangement-category', label: 'Categories', description: 'Arrangement › Categories', group: 'screens' },
  { id: 'component-operating_company', label: 'Operating companies', description: 'Main › Operating companies', group: 'screens' },
  { id: 'driver:1', label: 'Daan Jansen', description: 'daan.jansen@demo-mobility.test', group: 'drivers' },
  { id: 'driver:2', label: 'Renée van der Visser', description: 'renee.vandervisser@demo-mobility.test', group: 'drivers' },
];

/** A button that opens the dialog right after it (dialogs overlay the page, so each waits for a click). */
function opener(label: string, dialog: TemplateResult): TemplateResult {
  const open = (event: Event) => {
    const next = (event.currentTarget as HTMLElement).nextElementSibling as (HTMLElement & { open: boolean }) | null;
    if (next) next.open = true;
  };
  return html`<sl-button size="small" @click=${open}>${label}</sl-button>${dialog}`;
}

export function galleryStates(): GalleryState[] {
  const tags = [30, 11, 10, 0, -3, -8, -15];
  return [
    { element: 'ld-spinner', state: 'default · with label · large', template: html`<ld-spinner></ld-spinner> <ld-spinner show-label></ld-spinner> <ld-spinner style="--ld-spinner-size: 3rem"></ld-spinner>` },
    { element: 'ld-progress-bar', state: 'running (5 s)', template: html`<ld-progress-bar seconds="5" show-value></ld-progress-bar>` },
    {
      element: 'ld-progress-bar',
      state: 'done: 97 → 100 after 1 s',
      template: html`<ld-progress-bar seconds="30" show-value></ld-progress-bar>
        <sl-button size="small" @click=${(e: Event) => (((e.currentTarget as HTMLElement).previousElementSibling as HTMLElement & { done: boolean }).done = true)}>Done</sl-button>`,
    },
    { element: 'ld-progress-bar', state: 'following value 40', template: html`<ld-progress-bar value="40" show-value></ld-progress-bar>` },
    {
      element: 'ld-expiry-tag',
      state: `days ${tags.join(', ')} · strict -3 · none`,
      template: html`${tags.map((d) => html`<ld-expiry-tag date=${isoFromToday(d)}></ld-expiry-tag> `)}
        <ld-expiry-tag strict date=${isoFromToday(-3)}></ld-expiry-tag> <ld-expiry-tag></ld-expiry-tag>`,
    },
    { element: 'ld-sub-nav', state: 'current route, create button', template: html`<ld-sub-nav .routes=${ROUTES} current="/amw/driver/import" show-create></ld-sub-nav>` },
    {
      element: 'ld-attention-notice',
      state: 'a dashboard figure\'s filter on the arrangement list',
      template: html`<ld-attention-notice list="arrangement" filter="staleRun" href="/component/arrangement"></ld-attention-notice>`,
    },
    {
      element: 'ld-rich-text',
      state: 'with variables',
      template: html`<ld-rich-text label="Mail body" .variables=${VARIABLES} .value=${'<p>Dear {{driver.firstName}},</p><p>Your <strong>new car</strong> is ready.</p>'}></ld-rich-text>`,
    },
    { element: 'ld-rich-text', state: 'disabled', template: html`<ld-rich-text disabled .value=${'<p>Read only</p>'} style="--ld-rich-text-height: 120px"></ld-rich-text>` },
    { element: 'ld-modal', state: 'header, body, footer', template: opener('Open modal', html`<ld-modal label="A modal"><p>Body text.</p><sl-button slot="footer" variant="primary">OK</sl-button></ld-modal>`) },
    { element: 'ld-modal', state: 'no-close-on-overlay', template: opener('Open modal', html`<ld-modal label="Click outside does nothing" no-close-on-overlay><p>Use × or Escape.</p></ld-modal>`) },
    { element: 'ld-delete-dialog', state: 'plain', template: opener('Delete', html`<ld-delete-dialog></ld-delete-dialog>`) },
    { element: 'ld-delete-dialog', state: 'reason required (6 rows)', template: opener('Delete with reason', html`<ld-delete-dialog require-reason></ld-delete-dialog>`) },
    { element: 'ld-delete-dialog', state: '"cannot be undone" tick', template: opener('Delete with tick', html`<ld-delete-dialog require-acknowledge></ld-delete-dialog>`) },
    {
      element: 'ld-delete-dialog',
      state: 'reset status: current expiry · none (-)',
      template: html`${opener('With expiry', html`<ld-delete-dialog offer-reset-status expiry-date=${isoFromToday(40)}></ld-delete-dialog>`)}
      ${opener('Without expiry', html`<ld-delete-dialog offer-reset-status></ld-delete-dialog>`)}`,
    },
    { element: 'ld-post-dialog', state: 'default (sendMail on)', template: opener('Post', html`<ld-post-dialog></ld-post-dialog>`) },
    { element: 'ld-post-dialog', state: 'type arrangement', template: opener('Post arrangement', html`<ld-post-dialog type="arrangement" .arrangements=${ARRANGEMENTS}></ld-post-dialog>`) },
    {
      element: 'ld-edit-dialog',
      state: 'form in the body',
      template: opener('Edit', html`<ld-edit-dialog label="Edit dealer"><ld-text-input label="Name" value="Autohaus" max-length="50"></ld-text-input></ld-edit-dialog>`),
    },
    {
      element: 'ld-bulk-dialog',
      state: 'terms · privacy step · both',
      template: html`${opener('Terms', html`<ld-bulk-dialog require-terms></ld-bulk-dialog>`)}
      ${opener('Privacy data', html`<ld-bulk-dialog offer-privacy-data></ld-bulk-dialog>`)}
      ${opener('Both', html`<ld-bulk-dialog require-terms offer-privacy-data></ld-bulk-dialog>`)}`,
    },
    { element: 'ld-checkbox', state: 'plain · checked · required · disabled', template: html`<ld-checkbox label="Plain"></ld-checkbox> <ld-checkbox label="Checked" checked></ld-checkbox> <ld-checkbox label="Required" required></ld-checkbox> <ld-checkbox label="Disabled" disabled></ld-checkbox>` },
    { element: 'ld-text-input', state: 'max length 50, required', template: html`<ld-text-input label="Description" max-length="50" required></ld-text-input>` },
    { element: 'ld-number-input', state: 'min 0, max 100, step 0.5', template: html`<ld-number-input label="Part-time %" min="0" max="100" step="0.5"></ld-number-input>` },
    {
      element: 'ld-date-picker',
      state: 'default 1990 · before today disabled',
      template: html`<ld-date-picker label="Birth date" default-to-1990></ld-date-picker> <ld-date-picker label="Expiry" disable="beforeToday"></ld-date-picker>`,
    },
    { element: 'ld-tree-select', state: 'multiple, clearable', template: html`<ld-tree-select label="Cities" multiple clearable .options=${TREE} .value=${['ams', 'rtm', 'bru']}></ld-tree-select>` },
    { element: 'ld-pagination', state: 'page 7 of 20', template: html`<ld-pagination total="400" page="7"></ld-pagination>` },
    {
      element: 'ld-command-palette',
      state: 'screens and records, filtered here · searching · failed',
      template: html`${opener('Open palette', html`<ld-command-palette label="Go to a screen or record" placeholder="Search screens, drivers…" empty-text="No results for “{query}”." .items=${PALETTE_ITEMS} .groups=${PALETTE_GROUPS}><p slot="footer">↑ ↓ to move · Enter to open · Esc to close</p></ld-command-palette>`)}
      ${opener('Searching', html`<ld-command-palette label="Go to a screen or record" loading loading-text="Searching…" .items=${PALETTE_ITEMS.slice(0, 2)} .groups=${PALETTE_GROUPS}></ld-command-palette>`)}
      ${opener('Search failed', html`<ld-command-palette label="Go to a screen or record" failed error-text="The search did not succeed." .items=${PALETTE_ITEMS.slice(0, 2)} .groups=${PALETTE_GROUPS}></ld-command-palette>`)}`,
    },
    { element: 'ld-filter-bar', state: 'collapsed, 12 of 340', template: html`<ld-filter-bar collapsed filtered-count="12" total-count="340"></ld-filter-bar>` },
  ];
}
