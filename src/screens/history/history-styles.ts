import type { CSSProperties } from 'react';

/** The history section and panel, and the recently-deleted dialog; colours from the theme's custom properties. */
export const historyStyles = {
  section: { display: 'grid', gap: '0.75rem', borderTop: '1px solid var(--sl-color-neutral-200)', paddingTop: '1rem', maxWidth: '64rem' },
  toggle: { justifySelf: 'start' },
  panel: { display: 'grid', gap: '0.75rem', justifyItems: 'start' },
  message: { margin: 0, padding: '0.5rem 0' },
  entries: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', width: '100%' },
  entry: { borderLeft: '3px solid var(--sl-color-neutral-300)', paddingLeft: '0.75rem' },
  heading: { margin: 0 },
  changes: { margin: '0.25rem 0 0', paddingLeft: '1.25rem', overflowWrap: 'anywhere' },
  field: { fontWeight: 600 },
  before: { color: 'var(--sl-color-neutral-600)' },
  after: { textDecoration: 'none' },
  deletedList: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem', minWidth: 'min(32rem, 80vw)' },
  deletedRow: { display: 'flex', gap: '0.75rem', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid var(--sl-color-neutral-100)', paddingBottom: '0.5rem' },
  refusal: { margin: 0, color: 'var(--sl-color-danger-700)', fontSize: 'var(--sl-font-size-small)' },
} satisfies Record<string, CSSProperties>;
