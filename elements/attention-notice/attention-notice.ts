import LdAttentionNotice from './attention-notice.component';

export * from './attention-notice.component';
export default LdAttentionNotice;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-attention-notice')) customElements.define('ld-attention-notice', LdAttentionNotice);

declare global {
  interface HTMLElementTagNameMap {
    'ld-attention-notice': LdAttentionNotice;
  }
}
