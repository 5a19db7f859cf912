import LdDeleteDialog from './delete-dialog.component';

export * from './delete-dialog.component';
export default LdDeleteDialog;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-delete-dialog')) customElements.define('ld-delete-dialog', LdDeleteDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ld-delete-dialog': LdDeleteDialog;
  }
}
