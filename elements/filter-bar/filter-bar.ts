import LdFilterBar from './filter-bar.component';

export * from './filter-bar.component';
export default LdFilterBar;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-filter-bar')) customElements.define('ld-filter-bar', LdFilterBar);

declare global {
  interface HTMLElementTagNameMap {
    'ld-filter-bar': LdFilterBar;
  }
  interface HTMLElementEventMap {
    'ld-filter-change': CustomEvent<{ filters: import('./filter-values').FilterValues }>;
  }
}
