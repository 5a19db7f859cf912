import { css } from 'lit';
import { blockHost } from '../shared/styles';

export const styles = css`
  ${blockHost}

  sl-input {
    /* Our own asterisk (part required-mark) replaces Shoelace's, which needs the theme sheet; none (not '') also drops its negative offset, which wrapped short labels. */
    --sl-input-required-content: none;
  }

  sl-input::part(input) {
    font-variant-numeric: tabular-nums;
  }

  sl-input.invalid::part(base) {
    border-color: var(--sl-color-danger-600);
  }

  .required-mark {
    margin-inline-start: var(--sl-spacing-3x-small);
    color: var(--ld-required-mark-color, var(--sl-color-danger-600));
  }

  .error {
    color: var(--sl-color-danger-700);
  }
`;
