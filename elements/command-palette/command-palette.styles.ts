import { css } from 'lit';
import { visuallyHidden } from '../shared/styles';

export const styles = css`
  :host {
    display: contents;
  }

  dialog {
    width: min(var(--ld-command-palette-width, 40rem), calc(100vw - 2rem));
    max-height: calc(100vh - 8rem);
    margin: 10vh auto auto;
    padding: 0;
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-large);
    background: var(--sl-panel-background-color, var(--sl-color-neutral-0));
    color: var(--sl-color-neutral-900);
    box-shadow: var(--sl-shadow-x-large);
    font-family: var(--ld-font-family, var(--sl-font-sans));
    font-size: var(--sl-font-size-medium);
    overflow: hidden;
  }

  dialog::backdrop {
    background: var(--sl-overlay-background-color, rgb(0 0 0 / 0.35));
  }

  .panel {
    display: flex;
    flex-direction: column;
    max-height: inherit;
  }

  .search {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border-bottom: 1px solid var(--sl-color-neutral-200);
  }

  .search-icon {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: var(--sl-color-neutral-500);
    stroke-width: 2;
    stroke-linecap: round;
  }

  [part='input'] {
    flex: 1;
    min-width: 0;
    padding: var(--sl-spacing-x-small) 0;
    border: 0;
    outline: none;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: var(--sl-font-size-large);
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [part='listbox'] {
    max-height: var(--ld-command-palette-max-height, 24rem);
    overflow-y: auto;
    padding: var(--sl-spacing-2x-small) 0;
  }

  [part='listbox']:empty {
    display: none;
  }

  .group-label {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-medium) var(--sl-spacing-3x-small);
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-x-small);
    font-weight: var(--sl-font-weight-semibold);
    text-transform: uppercase;
    letter-spacing: var(--sl-letter-spacing-loose);
  }

  [role='option'] {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    margin: 0 var(--sl-spacing-x-small);
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-radius: var(--sl-border-radius-medium);
    cursor: pointer;
  }

  [part~='option-active'] {
    background: var(--sl-color-primary-100);
    color: var(--sl-color-primary-900);
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: -2px;
  }

  .option-description {
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }

  [part~='option-active'] .option-description {
    color: inherit;
  }

  mark {
    background: none;
    color: inherit;
    font-weight: var(--sl-font-weight-bold);
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  .status {
    margin: 0;
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }

  :host([failed]) .status {
    color: var(--sl-color-danger-700);
  }

  ::slotted([slot='footer']) {
    display: block;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    border-top: 1px solid var(--sl-color-neutral-200);
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-x-small);
  }

  @media (prefers-reduced-motion: no-preference) {
    dialog[open] {
      animation: appear 120ms ease-out;
    }
    @keyframes appear {
      from {
        opacity: 0;
        transform: translateY(-0.5rem);
      }
    }
  }

  ${visuallyHidden}
`;
