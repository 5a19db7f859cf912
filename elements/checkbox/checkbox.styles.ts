import { css } from 'lit';

export const styles = css`
  :host {
    display: inline-block;
  }

  :host([hidden]) {
    display: none;
  }

  sl-checkbox {
    /* Our own asterisk (part required-mark) replaces Shoelace's, which needs the theme sheet; none (not '') also drops its negative offset, which wrapped short labels. */
    --sl-input-required-content: none;
  }

  .required-mark {
    margin-inline-start: var(--sl-spacing-3x-small);
    color: var(--ld-required-mark-color, var(--sl-color-danger-600));
  }
`;
