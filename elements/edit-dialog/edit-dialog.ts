import LdEditDialog from './edit-dialog.component';

export * from './edit-dialog.component';
export default LdEditDialog;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-edit-dialog')) customElements.define('ld-edit-dialog', LdEditDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ld-edit-dialog': LdEditDialog;
  }
}
