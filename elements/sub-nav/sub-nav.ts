import LdSubNav from './sub-nav.component';
import type { LdNavigateDetail } from './sub-nav.component';

export * from './sub-nav.component';
export default LdSubNav;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-sub-nav')) customElements.define('ld-sub-nav', LdSubNav);

declare global {
  interface HTMLElementTagNameMap {
    'ld-sub-nav': LdSubNav;
  }
  interface HTMLElementEventMap {
    'ld-navigate': CustomEvent<LdNavigateDetail>;
    'ld-create': CustomEvent<void>;
  }
}
