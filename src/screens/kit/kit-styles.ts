import type { CSSProperties } from 'react';

/** Layout of the generic list and form; colours come from the theme's custom properties. */
export const kitStyles = {
  page: { display: 'grid', gap: '1rem', maxWidth: '72rem' },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end', justifyContent: 'space-between' },
  search: { minWidth: '16rem', maxWidth: '24rem', flex: 1 },
  table: { width: '100%', borderCollapse: 'collapse', border: '1px solid var(--sl-color-neutral-200)' },
  headerCell: { textAlign: 'left', padding: '0.6rem 0.75rem', background: 'var(--sl-color-neutral-50)', fontWeight: 600 },
  cell: { padding: '0.6rem 0.75rem', borderTop: '1px solid var(--sl-color-neutral-100)', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '28rem', whiteSpace: 'nowrap' },
  row: { cursor: 'pointer' },
  message: { padding: '1.5rem 0.75rem', margin: 0 },
  form: { display: 'grid', gap: '1.25rem', maxWidth: '64rem' },
  grid: { display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
  wide: { gridColumn: '1 / -1' },
  field: { display: 'grid', gap: '0.25rem', alignContent: 'start' },
  label: { fontSize: 'var(--sl-input-label-font-size-medium)' },
  required: { color: 'var(--sl-color-danger-600)' },
  problem: { margin: 0, color: 'var(--sl-color-danger-700)', fontSize: 'var(--sl-font-size-small)' },
  warning: { margin: 0, padding: '0.5rem 0.75rem', borderLeft: '3px solid var(--sl-color-warning-600)', background: 'var(--sl-color-warning-50)' },
  choices: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', border: 0, padding: 0, margin: 0, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' },
  spacer: { flex: 1 },
} satisfies Record<string, CSSProperties>;
