import { css } from 'lit';

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

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
