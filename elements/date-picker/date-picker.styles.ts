import { css } from 'lit';
import { blockHost } from '../shared/styles';

// Every colour is a Shoelace token, so a client's --sl-color-primary-* and sl-theme-dark apply.
export const styles = css`
  ${blockHost}

  /* The popup is position: fixed; without a z-index later fields paint over the open panel. */
  sl-popup::part(popup) {
    z-index: var(--sl-z-index-dropdown);
  }

  sl-input {
    /* Our own asterisk (part required-mark) replaces Shoelace's, which needs the theme sheet; none (not '') also drops its negative offset, which wrapped short labels. */
    --sl-input-required-content: none;
  }

  .required-mark {
    margin-inline-start: var(--sl-spacing-3x-small);
    color: var(--ld-required-mark-color, var(--sl-color-danger-600));
  }

  sl-input.invalid::part(base) {
    border-color: var(--sl-color-danger-600);
  }

  .error {
    color: var(--sl-color-danger-700);
  }

  .calendar-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    margin-inline-end: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-3x-small);
    border: none;
    border-radius: var(--sl-border-radius-small);
    background: none;
    color: var(--sl-input-icon-color, var(--sl-color-neutral-500));
    cursor: pointer;
  }

  .calendar-button:hover {
    color: var(--sl-color-primary-600);
  }

  .calendar-button:focus-visible,
  .nav:focus-visible,
  .day:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  .calendar-button svg {
    width: 1em;
    height: 1em;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.25;
  }

  .calendar {
    z-index: var(--sl-z-index-dropdown);
    padding: var(--sl-spacing-small);
    border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
    color: var(--sl-color-neutral-900);
    box-shadow: var(--sl-shadow-large);
    font-family: var(--sl-font-sans);
    font-size: var(--sl-font-size-small);
    outline: none;
  }

  .header {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    margin-bottom: var(--sl-spacing-x-small);
  }

  .heading {
    flex: 1;
    margin: 0;
    font-size: var(--sl-font-size-medium);
    font-weight: var(--sl-font-weight-semibold);
    text-align: center;
    text-transform: capitalize;
  }

  .nav {
    min-width: 2rem;
    min-height: 2rem;
    border: none;
    border-radius: var(--sl-border-radius-medium);
    background: none;
    color: inherit;
    font-size: var(--sl-font-size-large);
    cursor: pointer;
  }

  .nav:hover {
    background: var(--sl-color-neutral-100);
  }

  .grid {
    border-collapse: collapse;
  }

  th {
    padding: var(--sl-spacing-2x-small);
    color: var(--sl-color-neutral-600);
    font-weight: var(--sl-font-weight-normal);
    text-transform: capitalize;
  }

  .day {
    width: 2.25rem;
    height: 2.25rem;
    border-radius: var(--sl-border-radius-medium);
    text-align: center;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }

  .day:hover {
    background: var(--sl-color-primary-50);
  }

  /* neutral-600, not 500: 500 misses 4.5:1 contrast on the dark theme's panel. */
  .day.outside {
    color: var(--sl-color-neutral-600);
  }

  .day.today {
    box-shadow: inset 0 0 0 1px var(--ld-date-picker-today-color, var(--sl-color-primary-600));
  }

  .day.selected {
    background: var(--ld-date-picker-selected-background, var(--sl-color-primary-700));
    color: var(--ld-date-picker-selected-color, var(--sl-color-neutral-0));
  }

  .day.disabled {
    color: var(--sl-color-neutral-400);
    text-decoration: line-through;
    cursor: not-allowed;
    background: none;
  }
`;
