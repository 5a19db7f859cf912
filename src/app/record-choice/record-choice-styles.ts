import type { CSSProperties } from 'react';

/** The choice's few styles travel in its own chunk, not in the shell's stylesheet, which every page loads. */
export const recordChoiceStyles = {
  page: { display: 'grid', gap: '1rem' },
  title: { margin: 0, fontSize: '1.375rem' },
  notice: {
    margin: 0, padding: '0.5rem 0.75rem', borderLeft: '4px solid var(--ld-primary)', background: 'var(--ld-hover)',
    borderRadius: 'var(--ld-radius)',
  },
} satisfies Record<string, CSSProperties>;
