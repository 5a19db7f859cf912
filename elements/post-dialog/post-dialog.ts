import LdPostDialog from './post-dialog.component';

export * from './post-dialog.component';
export default LdPostDialog;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-post-dialog')) customElements.define('ld-post-dialog', LdPostDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ld-post-dialog': LdPostDialog;
  }
}
