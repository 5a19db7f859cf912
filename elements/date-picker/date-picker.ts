import LdDatePicker from './date-picker.component';

export * from './date-picker.component';
export default LdDatePicker;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-date-picker')) customElements.define('ld-date-picker', LdDatePicker);

declare global {
  interface HTMLElementTagNameMap {
    'ld-date-picker': LdDatePicker;
  }
}
