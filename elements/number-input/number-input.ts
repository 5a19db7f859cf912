import LdNumberInput from './number-input.component';

export * from './number-input.component';
export default LdNumberInput;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-number-input')) customElements.define('ld-number-input', LdNumberInput);

declare global {
  interface HTMLElementTagNameMap {
    'ld-number-input': LdNumberInput;
  }
}
