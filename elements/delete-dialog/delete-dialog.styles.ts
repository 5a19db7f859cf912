import { css } from 'lit';
import { confirmDialogStyles } from '../modal/confirm-dialog.styles';

export const styles = [
  confirmDialogStyles,
  css`
    .expiry {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-x-small);
      padding-left: var(--sl-spacing-large);
    }

    [part='current-expiry'] {
      font-variant-numeric: tabular-nums;
      color: var(--sl-color-neutral-900);
    }
  `,
];
