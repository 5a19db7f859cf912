import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-medium);
    border-bottom: 1px solid var(--ld-sub-nav-border-color, var(--sl-color-neutral-200));
  }

  .list {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ld-sub-nav-gap, var(--sl-spacing-small));
    flex: 1;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .link {
    display: inline-block;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    color: var(--ld-sub-nav-link-color, var(--sl-color-neutral-700));
    font-size: var(--sl-font-size-medium);
    text-decoration: none;
  }

  .link:hover {
    color: var(--ld-sub-nav-current-color, var(--sl-color-primary-600));
  }

  .link:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  .link.current {
    color: var(--ld-sub-nav-current-color, var(--sl-color-primary-600));
    border-bottom-color: currentColor;
    font-weight: var(--sl-font-weight-semibold);
  }

  .create {
    margin-bottom: var(--sl-spacing-2x-small);
  }
`;
