import { css } from 'lit';
import { visuallyHidden } from '../shared/styles';

export const styles = css`
  :host {
    display: inline-block;
  }

  .base {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-small);
  }

  sl-spinner {
    font-size: var(--ld-spinner-size, 2rem);
    --indicator-color: var(--ld-spinner-color, var(--sl-color-primary-600));
    --track-color: var(--ld-spinner-track-color, var(--sl-color-neutral-200));
    --track-width: var(--ld-spinner-track-width, 3px);
  }

  .label {
    color: var(--sl-color-neutral-700);
  }

  ${visuallyHidden}
`;
