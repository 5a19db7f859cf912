import { css } from 'lit';
import { blockHost, visuallyHidden } from '../shared/styles';

export const styles = css`
  ${blockHost}

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

  /* Shoelace's help-text grey (neutral-500) is too faint on white for small text (axe color-contrast); the counter's shade reads. */
  [part='help-text'] {
    color: var(--ld-text-input-help-color, var(--sl-color-neutral-600));
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

  ${visuallyHidden}
`;
