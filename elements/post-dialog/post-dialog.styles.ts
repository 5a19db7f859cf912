import { css } from 'lit';
import { confirmDialogStyles } from '../modal/confirm-dialog.styles';

export const styles = [
  confirmDialogStyles,
  css`
    .list {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-x-small);
      max-height: var(--ld-post-dialog-list-max-height, 16rem);
      overflow-y: auto;
      padding: var(--sl-spacing-2x-small);
    }
  `,
];
