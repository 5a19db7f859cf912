import LdTextInput from './text-input.component';

export * from './text-input.component';
export default LdTextInput;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-text-input')) customElements.define('ld-text-input', LdTextInput);

declare global {
  interface HTMLElementTagNameMap {
    'ld-text-input': LdTextInput;
  }
}
