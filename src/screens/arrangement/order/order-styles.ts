import type { CSSProperties } from 'react';

/** The order screens' table and layout, on the theme's tokens. */
export const orderStyles = {
  table: { width: '100%', borderCollapse: 'collapse' },
  th: { textAlign: 'left', padding: '0.5rem 0.75rem', background: 'var(--sl-color-neutral-50)', fontWeight: 600, borderBottom: '1px solid var(--sl-color-neutral-200)' },
  td: { padding: '0.5rem 0.75rem', borderTop: '1px solid var(--sl-color-neutral-100)' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', justifyContent: 'space-between', margin: '0 0 1rem' },
  message: { padding: '1.5rem 0.75rem' },
  tabs: { display: 'flex', gap: '0.25rem', listStyle: 'none', margin: '0 0 1rem', padding: 0, borderBottom: '1px solid var(--sl-color-neutral-200)' },
  tab: { display: 'inline-block', padding: '0.5rem 1rem', textDecoration: 'none', color: 'inherit', borderBottom: '2px solid transparent' },
  currentTab: { borderBottomColor: 'var(--sl-color-primary-600)', fontWeight: 600 },
} satisfies Record<string, CSSProperties>;
