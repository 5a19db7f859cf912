import LdTreeSelect from './tree-select.component';

export * from './tree-select.component';
export default LdTreeSelect;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-tree-select')) customElements.define('ld-tree-select', LdTreeSelect);

declare global {
  interface HTMLElementTagNameMap {
    'ld-tree-select': LdTreeSelect;
  }
}
