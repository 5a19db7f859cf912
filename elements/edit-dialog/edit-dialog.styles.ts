import { confirmDialogStyles } from '../modal/confirm-dialog.styles';

export const styles = [confirmDialogStyles];
