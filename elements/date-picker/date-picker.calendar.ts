import { html } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { DateTime, Info } from 'luxon';
import { monthGrid } from './date-rules';

export interface CalendarView {
  focusDay: DateTime;
  selected: DateTime | null;
  today: DateTime;
  locale: string;
  headingId: string;
  t: (key: string) => string;
  isDisabled: (day: DateTime) => boolean;
  onPick: (day: DateTime) => void;
  /** Moves keyboard focus to a day. */
  onMove: (day: DateTime) => void;
  /** Shows another month; focus stays on the button so it can be pressed again. */
  onShow: (day: DateTime) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The calendar panel, as the APG date-picker dialog pattern: a non-modal dialog named by the
 * month heading, a grid with one tabbable day (roving tabindex), aria-selected on the chosen day,
 * aria-current on today and aria-disabled on days a disable mode forbids (still reachable by
 * arrows, so a screen-reader user hears why nothing happens). Month and day names come from Intl
 * through luxon in the active locale; luxon's weeks start on Monday.
 */
export function renderCalendar(view: CalendarView) {
  const { focusDay, selected, today, locale, t } = view;
  const shown = focusDay.setLocale(locale);
  const shortDays = Info.weekdays('short', { locale });
  const longDays = Info.weekdays('long', { locale });
  const navButton = (part: string, label: string, target: DateTime, glyph: string) => html`
    <button type="button" part=${part} class="nav" aria-label=${label} @click=${() => view.onShow(target)}>
      <span aria-hidden="true">${glyph}</span>
    </button>
  `;

  return html`
    <div part="calendar" class="calendar" role="dialog" aria-modal="false" aria-labelledby=${view.headingId} tabindex="-1">
      <div class="header">
        ${navButton('previous-year', t('datePicker.previousYear'), focusDay.minus({ years: 1 }), '«')}
        ${navButton('previous-month', t('datePicker.previousMonth'), focusDay.minus({ months: 1 }), '‹')}
        <h2 id=${view.headingId} class="heading" part="heading" aria-live="polite">${shown.toFormat('LLLL yyyy')}</h2>
        ${navButton('next-month', t('datePicker.nextMonth'), focusDay.plus({ months: 1 }), '›')}
        ${navButton('next-year', t('datePicker.nextYear'), focusDay.plus({ years: 1 }), '»')}
      </div>
      <table role="grid" class="grid" aria-labelledby=${view.headingId} @keydown=${view.onKeyDown}>
        <thead>
          <tr>
            ${shortDays.map((day, i) => html`<th scope="col" abbr=${longDays[i] ?? day}>${day}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${monthGrid(focusDay).map(
            (week) => html`
              <tr>
                ${week.map((day) => {
                  const isSelected = selected !== null && day.hasSame(selected, 'day');
                  const isToday = day.hasSame(today, 'day');
                  const isDisabled = view.isDisabled(day);
                  const isOutside = !day.hasSame(focusDay, 'month');
                  const parts = ['day', isSelected && 'day-selected', isToday && 'day-today', isDisabled && 'day-disabled', isOutside && 'day-outside'];
                  return html`
                    <td
                      part=${parts.filter(Boolean).join(' ')}
                      class=${classMap({ day: true, selected: isSelected, today: isToday, disabled: isDisabled, outside: isOutside })}
                      data-date=${day.toISODate()!}
                      tabindex=${day.hasSame(focusDay, 'day') ? '0' : '-1'}
                      aria-selected=${isSelected ? 'true' : 'false'}
                      aria-disabled=${isDisabled ? 'true' : 'false'}
                      aria-current=${isToday ? 'date' : 'false'}
                      aria-label=${day.setLocale(locale).toLocaleString(DateTime.DATE_HUGE)}
                      @click=${() => view.onPick(day)}
                    >
                      ${day.day}
                    </td>
                  `;
                })}
              </tr>
            `,
          )}
        </tbody>
      </table>
    </div>
  `;
}
