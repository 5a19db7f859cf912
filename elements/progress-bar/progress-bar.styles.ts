import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }

  sl-progress-bar {
    --height: var(--ld-progress-bar-height, 0.5rem);
    --indicator-color: var(--ld-progress-bar-color, var(--sl-color-primary-600));
    --track-color: var(--ld-progress-bar-track-color, var(--sl-color-neutral-200));
  }

  :host([show-value]) sl-progress-bar {
    --height: var(--ld-progress-bar-height, 1rem);
  }
`;
