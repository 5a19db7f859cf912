import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  sl-input {
    /* Our own asterisk (part required-mark) replaces Shoelace's, which needs the theme sheet; none (not '') also drops its negative offset, which wrapped short labels. */
    --sl-input-required-content: none;
  }

  .required-mark {
    margin-inline-start: var(--sl-spacing-3x-small);
    color: var(--ld-required-mark-color, var(--sl-color-danger-600));
  }

  .help {
    display: flex;
    justify-content: space-between;
    gap: var(--sl-spacing-small);
  }

  .counter {
    margin-inline-start: auto;
    color: var(--ld-text-input-counter-color, var(--sl-color-neutral-600));
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .counter.at-limit {
    color: var(--sl-color-warning-700);
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
