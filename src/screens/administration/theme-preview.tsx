import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyClientTheme, type ClientTheme } from '../../app/theme';

const frame = { border: '1px solid var(--sl-color-neutral-200)', borderRadius: 'var(--sl-border-radius-medium)', overflow: 'hidden', fontFamily: 'var(--ld-font-family, inherit)' } as const;
const header = { background: 'var(--ld-primary)', color: '#fff', padding: '0.6rem 0.9rem', fontWeight: 700, borderBottom: '4px solid var(--ld-secondary)' } as const;
const body = { display: 'grid', gap: '0.75rem', padding: '0.9rem', justifyItems: 'start' } as const;

/**
 * The theme the form describes, before it is saved (issue 18 point 2): the client's colours and font are applied to
 * this panel only (the same custom properties theme.ts puts on the whole app), so a header, a primary button, a link
 * and a secondary accent show what the interface will look like, changing as the administrator picks.
 */
export function ThemePreview({ theme, displayName }: { theme: ClientTheme; displayName: string }) {
  const { t } = useTranslation('clientSettings');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? applyClientTheme(theme, root.current) : undefined), [theme.primaryColor, theme.secondaryColor, theme.primaryFontFamily]);
  return (
    <figure ref={root} className="client-settings__preview" style={{ ...frame, margin: 0 }} aria-label={t('preview.title')}>
      <div className="client-settings__preview-header" style={header}>{displayName || t('preview.name')}</div>
      <div style={body}>
        <p style={{ margin: 0 }}>{t('preview.text')}</p>
        <sl-button variant="primary" size="small" className="client-settings__preview-button">{t('preview.button')}</sl-button>
        {/* A look, not a way out: the preview's link goes nowhere. */}
        <a href="#preview" onClick={(event) => event.preventDefault()} style={{ color: 'var(--ld-primary)' }}>{t('preview.link')}</a>
        <span style={{ borderLeft: '4px solid var(--ld-secondary)', paddingLeft: '0.5rem' }}>{t('preview.accent')}</span>
      </div>
    </figure>
  );
}
