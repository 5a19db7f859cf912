import LdBulkDialog from './bulk-dialog.component';

export * from './bulk-dialog.component';
export default LdBulkDialog;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-bulk-dialog')) customElements.define('ld-bulk-dialog', LdBulkDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ld-bulk-dialog': LdBulkDialog;
  }
}
