import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { LocalizeController } from '../shared/localize';
import { styles } from './expiry-tag.styles';

/** "Normal" is Shoelace's neutral tag; the spec's warning and danger map one to one. */
export type LdExpiryVariant = 'neutral' | 'warning' | 'danger';

/** Spec 01 §4 and §9: the tag thresholds in days. */
export const UPCOMING_WARNING_DAYS = 10;
export const OVERDUE_WARNING_DAYS = 7;
export const OVERDUE_DANGER_DAYS = 14;

const DAY_MS = 86_400_000;

/** The UTC midnight of an ISO date (or date-time's date part); null for empty, unreadable or year 0001. */
function utcDay(iso: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match || match[1] === '0001') return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

function localIsoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Calendar days from `today` to `date` (negative when overdue); null without a date. */
export function daysUntil(date: string | null | undefined, today: string = localIsoToday()): number | null {
  const target = utcDay(date);
  const from = utcDay(today);
  if (target === null || from === null) return null;
  return Math.round((target - from) / DAY_MS);
}

/**
 * Upcoming (today included): normal when more than 10 days away, else warning. Overdue: danger when
 * more than 14 days, warning when more than 7, else normal; `strict` makes any overdue day danger.
 */
export function expiryVariant(days: number, strict = false): LdExpiryVariant {
  if (days >= 0) return days > UPCOMING_WARNING_DAYS ? 'neutral' : 'warning';
  const overdue = -days;
  if (strict || overdue > OVERDUE_DANGER_DAYS) return 'danger';
  return overdue > OVERDUE_WARNING_DAYS ? 'warning' : 'neutral';
}

/**
 * @summary A days-to-expiry tag on `sl-tag`: "in 12 days", "today" or "3 days overdue", coloured
 *   by the thresholds 10 (upcoming), 7 and 14 (overdue); `strict` makes any overdue day danger.
 *   Without a date (or a year-0001 one) it shows a dash.
 *
 * @csspart base - The `<sl-tag>`.
 * @csspart empty - The dash shown without a date.
 *
 * @cssproperty --ld-expiry-tag-font-variant - Number style (default `tabular-nums`).
 */
export default class LdExpiryTag extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'dialogs');

  /** The expiry date (ISO date or date-time). */
  @property() date = '';

  /** Today (ISO); empty means the real today. For tests and time-zone-fixed screens. */
  @property() today = '';

  /** Any overdue day is danger. */
  @property({ type: Boolean, reflect: true }) strict = false;

  /** Tag size. */
  @property() size: 'small' | 'medium' | 'large' = 'small';

  /** Days until the date (negative when overdue), or null without a date. */
  get days(): number | null {
    return daysUntil(this.date, this.today || localIsoToday());
  }

  /** The tag's variant now, or null without a date. */
  get variant(): LdExpiryVariant | null {
    const days = this.days;
    return days === null ? null : expiryVariant(days, this.strict);
  }

  private text(days: number): string {
    if (days === 0) return this.i18n.t('expiry.today');
    return days > 0 ? this.i18n.t('expiry.upcoming', { count: days }) : this.i18n.t('expiry.overdue', { count: -days });
  }

  override render() {
    const days = this.days;
    if (days === null) {
      return html`<span part="empty" class="empty"
        ><span aria-hidden="true">-</span><span class="visually-hidden">${this.i18n.t('expiry.none')}</span></span
      >`;
    }
    const day = this.date.slice(0, 10).split('-').reverse().join('-');
    return html`<sl-tag part="base" variant=${expiryVariant(days, this.strict)} size=${this.size} title=${day}>${this.text(days)}</sl-tag>`;
  }
}
