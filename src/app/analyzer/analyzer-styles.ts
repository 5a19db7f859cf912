/** The analyzer form's own styles, loaded with its chunk (modal and page). */
export const ANALYZER_STYLES = `
.analyzer { display: grid; gap: 1rem; max-width: 48rem; }
.analyzer__form { display: grid; gap: 0.75rem; }
.analyzer__driver { display: grid; gap: 0.5rem; margin: 0; padding: 0.75rem; border: 1px solid var(--ld-border); border-radius: var(--ld-radius); }
.analyzer__driver legend { font-weight: 600; padding: 0 0.25rem; }
.analyzer__car { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
.analyzer__or { margin: 0; color: var(--ld-muted); text-transform: uppercase; font-size: 0.8rem; }
.analyzer__hint { color: var(--ld-muted); }
.analyzer__none { margin: 0; color: var(--ld-muted); }
.analyzer__invalid { color: var(--ld-danger); }
.analyzer__warning { margin: 0; padding: 0.5rem 0.75rem; border-left: 4px solid var(--sl-color-warning-600, #b45309); background: var(--sl-color-warning-50, #fffbeb); border-radius: var(--ld-radius); }
.analyzer__actions { display: flex; justify-content: flex-end; }
.analyzer__result { display: grid; gap: 0.25rem; padding: 0.75rem 1rem; border: 1px solid var(--ld-border); border-radius: var(--ld-radius); }
.analyzer__result[data-available='true'] { border-left: 4px solid var(--sl-color-success-600, #15803d); }
.analyzer__result[data-available='false'] { border-left: 4px solid var(--ld-danger); }
.analyzer__result h3 { margin: 0.25rem 0 0; font-size: 1rem; }
.analyzer__text { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.analyzer input[type='search'], .analyzer input[type='text'] { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid var(--ld-border); border-radius: var(--ld-radius); background: var(--ld-surface); color: var(--ld-text); }
`;
