import LdPagination from './pagination.component';

export * from './pagination.component';
export default LdPagination;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-pagination')) customElements.define('ld-pagination', LdPagination);

declare global {
  interface HTMLElementTagNameMap {
    'ld-pagination': LdPagination;
  }
  interface HTMLElementEventMap {
    'ld-page-change': CustomEvent<{ page: number }>;
  }
}
