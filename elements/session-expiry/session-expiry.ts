import LdSessionExpiry from './session-expiry.component';

export * from './session-expiry.component';
export default LdSessionExpiry;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-session-expiry')) customElements.define('ld-session-expiry', LdSessionExpiry);

declare global {
  interface HTMLElementTagNameMap {
    'ld-session-expiry': LdSessionExpiry;
  }
  interface HTMLElementEventMap {
    'ld-continue': CustomEvent<void>;
    'ld-logout': CustomEvent<void>;
  }
}
