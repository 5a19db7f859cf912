import type { ReactNode } from 'react';

/** A titled group of label–value pairs (a description list). */
export function FieldList({ title, fields }: { title: string; fields: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <section className="order-view__fields">
      <h3>{title}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', gap: '0.35rem 1.5rem', margin: 0 }}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--sl-color-neutral-600)' }}>{label}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
