// custom-elements.json for the ld-* elements: `npm run manifest` (see package.json scripts) writes it
// to the repository root, where editors and tools look for it, and then regenerates the React JSX
// types in src/elements-jsx.d.ts from it (elements/jsx-types.mjs).
export default {
  // The component classes, the dialogs' shared base, and the <name>.ts files whose
  // customElements.define() gives each class its tag.
  globs: ['elements/**/*.component.ts', 'elements/modal/confirm-dialog.base.ts', 'elements/*/*.ts'],
  exclude: ['node_modules', 'dist', 'elements/**/*.styles.ts'],
  outdir: '.',
  // Lit's decorators (@property, @state, @query) become attributes and fields.
  litelement: true,
  // Shoelace's own classes stay out of our manifest.
  dependencies: false,
  packagejson: false,
};
