import LdProgressBar from './progress-bar.component';

export * from './progress-bar.component';
export default LdProgressBar;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-progress-bar')) customElements.define('ld-progress-bar', LdProgressBar);

declare global {
  interface HTMLElementTagNameMap {
    'ld-progress-bar': LdProgressBar;
  }
}
