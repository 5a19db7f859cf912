import { LitElement, html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { DateTime } from 'luxon';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/popup/popup.js';
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { LocalizeController } from '../shared/localize';
import { OutsidePointerController } from '../shared/outside-pointer';
import { renderCalendar } from './date-picker.calendar';
import { DEFAULT_1990, type DisableMode, formatDisplay, isDisabledDay, moveByKey, normaliseIso, parseTyped, toDay } from './date-rules';
import { styles } from './date-picker.styles';

export type { DisableMode } from './date-rules';
export type LdDatePickerChangeEvent = CustomEvent<{ value: string }>;

let nextId = 0;

/**
 * @summary A date field in DD-MM-YYYY with a Monday-first calendar; both typing and picking work.
 *   The value crosses the boundary as an ISO date (yyyy-MM-dd) or '' (a year-0001 value is empty).
 *   With `default-to-1990` an empty field suggests 01-01-1990 and the calendar opens there (spec 5);
 *   otherwise it opens on today.
 *
 * @event {CustomEvent<{ value: string }>} ld-change - The user typed or picked another date ('' when cleared).
 *
 * @csspart base - The wrapper.
 * @csspart input - The `<sl-input>`.
 * @csspart required-mark - The asterisk of a required field.
 * @csspart calendar-button - The button that opens the calendar.
 * @csspart calendar - The calendar panel.
 * @csspart heading - The month and year above the grid.
 * @csspart previous-year - Button; also `previous-month`, `next-month`, `next-year`.
 * @csspart day - A day cell; also `day-selected`, `day-today`, `day-disabled`, `day-outside`.
 * @csspart error - The message under an invalid entry.
 *
 * @cssproperty --ld-date-picker-selected-background - Background of the chosen day (primary 700).
 * @cssproperty --ld-date-picker-selected-color - Text of the chosen day.
 * @cssproperty --ld-date-picker-today-color - Outline of today.
 */
export default class LdDatePicker extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'widgets');
  private readonly headingId = `ld-date-picker-${++nextId}-heading`;

  /** ISO date (yyyy-MM-dd) or ''. Setting it never fires ld-change. */
  @property() value = '';

  /** "Today" for the disable modes and the today marker, ISO; '' means the real date (tests inject one). */
  @property() today = '';

  /** Which days cannot be chosen. */
  @property() disable: DisableMode | '' = '';

  @property({ type: Boolean, attribute: 'default-to-1990' }) defaultTo1990 = false;

  @property() label = '';

  @property({ type: Boolean, reflect: true }) required = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Whether the calendar is showing. */
  @property({ type: Boolean, reflect: true }) open = false;

  @state() private text = '';
  @state() private error: '' | 'invalid' | 'notAllowed' = '';
  /** The day with keyboard focus in the calendar; its month is the month shown. */
  @state() private focusDay: DateTime = DateTime.local().startOf('day');

  @query('sl-input') private input!: SlInput;

  /** A press outside closes the open panel. */
  private readonly outsidePointer = new OutsidePointerController(this, () => {
    if (this.open) this.hide();
  });

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('value')) {
      // A programmatic value (or the one just committed) replaces whatever was typed.
      this.value = normaliseIso(this.value);
      this.text = formatDisplay(this.value);
      this.error = '';
    }
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    // sl-input renders its native input after our first update; validity waits for it.
    if (changed.has('error') || changed.has('value')) void this.input?.updateComplete.then(() => this.input.setCustomValidity(this.error ? this.errorText() : ''));
  }

  private todayDay(): DateTime {
    return toDay(this.today) ?? DateTime.local().startOf('day');
  }

  private isDisabled(day: DateTime): boolean {
    return isDisabledDay(day, this.disable, this.todayDay());
  }

  private errorText(): string {
    return this.error === 'invalid' ? this.i18n.t('datePicker.invalid') : this.i18n.t('datePicker.notAllowed');
  }

  /** The one way a user's choice becomes the value: emits only when the value really changes. */
  private commit(iso: string): void {
    this.error = '';
    this.text = formatDisplay(iso);
    if (iso === this.value) return;
    this.value = iso;
    this.dispatchEvent(new CustomEvent('ld-change', { detail: { value: iso }, bubbles: true, composed: true }));
  }

  private commitTyped(): void {
    const iso = parseTyped(this.text);
    if (iso === null) this.error = 'invalid';
    else if (iso !== '' && this.isDisabled(toDay(iso)!)) this.error = 'notAllowed';
    else this.commit(iso);
  }

  async show(): Promise<void> {
    if (this.disabled) return;
    this.focusDay = toDay(this.value) ?? (this.defaultTo1990 ? toDay(DEFAULT_1990)! : this.todayDay());
    this.open = true;
    await this.updateComplete;
    this.focusGridDay();
  }

  hide(returnFocus = false): void {
    if (!this.open) return;
    this.open = false;
    if (returnFocus) this.input?.focus();
  }

  private focusGridDay(): void {
    this.renderRoot.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }

  private handleInputKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Enter') this.commitTyped();
    else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      void this.show();
    } else if (event.key === 'Escape' && this.open) this.hide(true);
  }

  private handleFocusOut(event: FocusEvent): void {
    // Focus moving between our own parts stays open; anything else (Tab away) closes.
    const to = event.relatedTarget as Node | null;
    const inside = to !== null && (to === this || this.contains(to) || this.renderRoot.contains(to));
    if (this.open && !inside) this.hide();
  }

  private pick(day: DateTime): void {
    if (this.isDisabled(day)) return;
    this.commit(day.toISODate()!);
    this.hide(true);
  }

  private async moveFocus(day: DateTime): Promise<void> {
    this.focusDay = day;
    await this.updateComplete;
    this.focusGridDay();
  }

  private handleGridKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.pick(this.focusDay);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      this.hide(true);
      return;
    }
    const next = moveByKey(this.focusDay, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      void this.moveFocus(next);
    }
  }

  override render() {
    const placeholder = this.defaultTo1990 ? formatDisplay(DEFAULT_1990) : this.i18n.t('datePicker.placeholder');
    return html`
      <div part="base" class="base" @focusout=${this.handleFocusOut}>
        <sl-popup placement="bottom-start" strategy="fixed" flip shift distance="4" ?active=${this.open}>
          <sl-input
            slot="anchor"
            part="input"
            .value=${live(this.text)}
            placeholder=${placeholder}
            autocomplete="off"
            inputmode="numeric"
            ?required=${this.required}
            ?disabled=${this.disabled}
            class=${this.error ? 'invalid' : ''}
            @sl-input=${(e: Event) => (this.text = (e.target as SlInput).value)}
            @sl-change=${this.commitTyped}
            @keydown=${this.handleInputKeyDown}
          >
            <span slot="label">${this.label}${this.required ? html`<span part="required-mark" class="required-mark" aria-hidden="true">*</span>` : nothing}</span>
            <button
              slot="suffix"
              type="button"
              part="calendar-button"
              class="calendar-button"
              aria-label=${this.i18n.t('datePicker.openCalendar')}
              aria-haspopup="dialog"
              aria-expanded=${this.open ? 'true' : 'false'}
              ?disabled=${this.disabled}
              @click=${() => (this.open ? this.hide(true) : void this.show())}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 1v2M12 1v2M1.5 5.5h13M2 3h12v11.5H2z" /></svg>
            </button>
            <span slot="help-text" part="error" class="error" aria-live="polite">${this.error ? this.errorText() : ''}</span>
          </sl-input>
          ${this.open
            ? renderCalendar({
                focusDay: this.focusDay,
                selected: toDay(this.value),
                today: this.todayDay(),
                locale: this.i18n.locale,
                headingId: this.headingId,
                t: (key) => this.i18n.t(key),
                isDisabled: (day) => this.isDisabled(day),
                onPick: (day) => this.pick(day),
                onMove: (day) => void this.moveFocus(day),
                onShow: (day) => (this.focusDay = day),
                onKeyDown: (event) => this.handleGridKeyDown(event),
              })
            : nothing}
        </sl-popup>
      </div>
    `;
  }
}
