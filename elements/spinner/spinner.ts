import LdSpinner from './spinner.component';

export * from './spinner.component';
export default LdSpinner;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-spinner')) customElements.define('ld-spinner', LdSpinner);

declare global {
  interface HTMLElementTagNameMap {
    'ld-spinner': LdSpinner;
  }
}
