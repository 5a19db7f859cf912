import LdCommandPalette from './command-palette.component';

export * from './command-palette.component';
export default LdCommandPalette;

// Guarded so a second copy of the bundle (or a test re-import) does not throw.
if (!customElements.get('ld-command-palette')) customElements.define('ld-command-palette', LdCommandPalette);

declare global {
  interface HTMLElementTagNameMap {
    'ld-command-palette': LdCommandPalette;
  }
}
