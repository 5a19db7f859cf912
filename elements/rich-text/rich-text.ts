import LdRichText from './rich-text.component';

export * from './rich-text.component';
export default LdRichText;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-rich-text')) customElements.define('ld-rich-text', LdRichText);

declare global {
  interface HTMLElementTagNameMap {
    'ld-rich-text': LdRichText;
  }
}
