import LdCheckbox from './checkbox.component';

export * from './checkbox.component';
export default LdCheckbox;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-checkbox')) customElements.define('ld-checkbox', LdCheckbox);

declare global {
  interface HTMLElementTagNameMap {
    'ld-checkbox': LdCheckbox;
  }
}
