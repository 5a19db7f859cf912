import LdModal from './modal.component';
import type { LdCloseDetail } from './modal.component';

export * from './modal.component';
export default LdModal;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-modal')) customElements.define('ld-modal', LdModal);

declare global {
  interface HTMLElementTagNameMap {
    'ld-modal': LdModal;
  }
  interface HTMLElementEventMap {
    'ld-close': CustomEvent<LdCloseDetail>;
  }
}
