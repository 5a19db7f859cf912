import type { CSSProperties } from 'react';

/** Layout of the driver screens; colours come from the theme's custom properties so a client's theme applies. */
export const formStyles = {
  page: { display: 'grid', gap: '1.5rem', maxWidth: '64rem' },
  header: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', justifyContent: 'space-between' },
  title: { margin: 0, fontSize: '1.375rem' },
  section: { display: 'grid', gap: '1rem', border: '1px solid var(--sl-color-neutral-200)', borderRadius: 'var(--sl-border-radius-medium)', padding: '1rem 1.25rem' },
  legend: { fontWeight: 600, padding: '0 0.25rem' },
  grid: { display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
  field: { display: 'grid', gap: '0.25rem', alignContent: 'start' },
  binding: { display: 'grid', gap: '0.5rem 1rem', gridTemplateColumns: 'minmax(12rem, 1fr) minmax(14rem, 2fr)', alignItems: 'end' },
  hint: { margin: 0, color: 'var(--sl-color-neutral-600)', fontSize: 'var(--sl-font-size-small)' },
  problem: { margin: 0, color: 'var(--sl-color-danger-700)', fontSize: 'var(--sl-font-size-small)' },
  warning: { margin: 0, color: 'var(--sl-color-warning-800)', fontSize: 'var(--sl-font-size-small)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' },
  spacer: { flex: 1 },
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1.5rem', margin: 0 },
  term: { fontWeight: 600 },
  value: { margin: 0 },
} satisfies Record<string, CSSProperties>;
