import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import type SlSelect from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import '../date-picker/date-picker';
import '../checkbox/checkbox';
import { LocalizeController } from '../shared/localize';
import { EXPIRATION_OPTIONS, type FilterField, type FilterListKey, type FilterOption, type FilterOptions, type FilterValues, compactFilters } from './filter-values';
import { styles } from './filter-bar.styles';

export * from './filter-values';
export type LdFilterChangeEvent = CustomEvent<{ filters: FilterValues }>;

const LIST_KEYS: readonly FilterListKey[] = ['operatingCompany', 'status', 'role', 'apps'];
const DEFAULT_FIELDS: readonly FilterField[] = ['operatingCompany', 'status', 'role', 'apps', 'ordered', 'lastLogin', 'emailNotSent'];
/** Spec 1: numbers use a dot for thousands in every interface language. */
const COUNT_FORMAT = new Intl.NumberFormat('nl-NL');

let nextId = 0;

/**
 * @summary The filter bar above a list (spec 2): dropdowns for operating company, status, role,
 *   apps (several choices each) and ordered (one), an optional expiration choice ("within now and
 *   2 weeks", "this month", "within 30 days"), a last-login date and an "e-mail not yet sent" box, with the
 *   filtered count out of the total. Collapsible. `fields` says which controls show (expiration
 *   only when listed); a dropdown also needs options. Keeping the filters in the URL is the
 *   screen's job, with `src/lib/url-filters.ts` and `FILTER_SCHEMA`. Option values cannot contain
 *   spaces (a Shoelace rule).
 *
 * @event {CustomEvent<{ filters: FilterValues }>} ld-filter-change - The user changed a filter; `filters` holds every non-empty one.
 *
 * @csspart base - The `<section>`.
 * @csspart header - The row with the toggle, the count and the reset button.
 * @csspart toggle - The collapse/expand button.
 * @csspart count - The "filtered of total" text.
 * @csspart reset - The clear-all button.
 * @csspart body - The controls.
 * @csspart control - Each control; it also carries its field name (e.g. `control status`).
 *
 * @cssproperty --ld-filter-bar-columns - Minimum width of a control column (14rem).
 */
export default class LdFilterBar extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');
  private readonly bodyId = `ld-filter-bar-${++nextId}-body`;

  /** The current filters. Setting them never fires ld-filter-change. */
  @property({ attribute: false }) filters: FilterValues = {};

  /** Choices per dropdown. */
  @property({ attribute: false }) options: FilterOptions = {};

  /** Which controls show (their order is fixed); expiration is left out by default. */
  @property({ attribute: false }) fields: readonly FilterField[] = DEFAULT_FIELDS;

  @property({ type: Number, attribute: 'filtered-count' }) filteredCount = 0;

  @property({ type: Number, attribute: 'total-count' }) totalCount = 0;

  @property({ type: Boolean, reflect: true }) collapsed = false;

  /** "Today" for the last-login picker (no future dates), ISO; '' means the real date. */
  @property() today = '';

  private set(key: keyof FilterValues, value: FilterValues[keyof FilterValues]): void {
    this.filters = compactFilters({ ...this.filters, [key]: value });
    this.emit();
  }

  private emit(): void {
    this.dispatchEvent(new CustomEvent('ld-filter-change', { detail: { filters: compactFilters(this.filters) }, bubbles: true, composed: true }));
  }

  private reset(): void {
    if (Object.keys(compactFilters(this.filters)).length === 0) return;
    this.filters = {};
    this.emit();
  }

  private shows(field: FilterField): boolean {
    if (!this.fields.includes(field)) return false;
    return field === 'ordered' || (LIST_KEYS as readonly string[]).includes(field) ? (this.options[field as FilterListKey]?.length ?? 0) > 0 : true;
  }

  /** Inner controls' own events stop here: the bar's one event is ld-filter-change. */
  private handled<E extends Event>(handler: (event: E) => void) {
    return (event: E) => {
      event.stopPropagation();
      handler(event);
    };
  }

  private renderSelect(field: FilterListKey | 'ordered' | 'expiration', choices: FilterOption[], multiple: boolean) {
    const current = this.filters[field];
    return html`
      <sl-select
        part="control ${field}"
        class="control"
        data-field=${field}
        label=${this.i18n.t(`filterBar.${field}`)}
        placeholder=${this.i18n.t('filterBar.any')}
        hoist
        clearable
        ?multiple=${multiple}
        max-options-visible="2"
        .value=${multiple ? [...((current as string[] | undefined) ?? [])] : ((current as string | undefined) ?? '')}
        @sl-change=${this.handled((e: Event) => {
          const value = (e.target as SlSelect).value;
          this.set(field, multiple ? (Array.isArray(value) ? [...value] : [value].filter(Boolean)) : String(value));
        })}
        @sl-input=${this.handled(() => undefined)}
      >
        ${choices.map((choice) => html`<sl-option value=${choice.value}>${choice.label}</sl-option>`)}
      </sl-select>
    `;
  }

  override render() {
    const active = Object.keys(compactFilters(this.filters)).length;
    const expirationChoices = EXPIRATION_OPTIONS.map((value) => ({ value, label: this.i18n.t(`filterBar.expirationOptions.${value}`) }));
    return html`
      <section part="base" class="base" aria-label=${this.i18n.t('filterBar.title')}>
        <div part="header" class="header">
          <button
            type="button"
            part="toggle"
            class="toggle"
            aria-expanded=${this.collapsed ? 'false' : 'true'}
            aria-controls=${this.bodyId}
            @click=${() => (this.collapsed = !this.collapsed)}
          >
            <span class="chevron" aria-hidden="true">${this.collapsed ? '▸' : '▾'}</span>
            ${this.i18n.t('filterBar.title')}${active ? html` <span class="badge">${this.i18n.t('filterBar.active', { n: active })}</span>` : nothing}
          </button>
          <span part="count" class="count" role="status">
            ${this.i18n.t('filterBar.count', { filtered: COUNT_FORMAT.format(this.filteredCount), total: COUNT_FORMAT.format(this.totalCount) })}
          </span>
          ${active ? html`<button type="button" part="reset" class="reset" @click=${this.reset}>${this.i18n.t('filterBar.reset')}</button>` : nothing}
        </div>
        <div part="body" class="body" id=${this.bodyId} ?hidden=${this.collapsed}>
          ${(['operatingCompany', 'status', 'role', 'apps'] as const).map((key) => (this.shows(key) ? this.renderSelect(key, this.options[key] ?? [], true) : nothing))}
          ${this.shows('ordered') ? this.renderSelect('ordered', this.options.ordered ?? [], false) : nothing}
          ${this.shows('expiration') ? this.renderSelect('expiration', expirationChoices, false) : nothing}
          ${this.shows('lastLogin')
            ? html`<ld-date-picker
                part="control lastLogin"
                class="control"
                data-field="lastLogin"
                label=${this.i18n.t('filterBar.lastLogin')}
                disable="afterToday"
                today=${this.today}
                .value=${this.filters.lastLogin ?? ''}
                @ld-change=${this.handled((e: CustomEvent<{ value: string }>) => this.set('lastLogin', e.detail.value))}
              ></ld-date-picker>`
            : nothing}
          ${this.shows('emailNotSent')
            ? html`<ld-checkbox
                part="control emailNotSent"
                class="control checkbox"
                data-field="emailNotSent"
                label=${this.i18n.t('filterBar.emailNotSent')}
                .checked=${this.filters.emailNotSent ?? false}
                @ld-change=${this.handled((e: CustomEvent<{ checked: boolean }>) => this.set('emailNotSent', e.detail.checked))}
              ></ld-checkbox>`
            : nothing}
        </div>
      </section>
    `;
  }
}
