import LdExpiryTag from './expiry-tag.component';

export * from './expiry-tag.component';
export default LdExpiryTag;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-expiry-tag')) customElements.define('ld-expiry-tag', LdExpiryTag);

declare global {
  interface HTMLElementTagNameMap {
    'ld-expiry-tag': LdExpiryTag;
  }
}
