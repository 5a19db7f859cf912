import { css } from 'lit';
import { visuallyHidden } from '../shared/styles';

export const styles = css`
  :host {
    display: inline-block;
  }

  sl-tag::part(base) {
    font-variant-numeric: var(--ld-expiry-tag-font-variant, tabular-nums);
    white-space: nowrap;
  }

  .empty {
    color: var(--sl-color-neutral-500);
  }

  ${visuallyHidden}
`;
