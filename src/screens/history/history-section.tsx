import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithReload } from '../../app/lazy';
import { KitLoadState } from '../kit/kit-load-state';
import type { HistoryPanelProps } from './history-panel';
import { historyStyles } from './history-styles';

/** The panel is its own chunk: neither the form's first paint nor the login route pays for it. */
const HistoryPanel = lazyWithReload(() => import('./history-panel'), ['history']);

/**
 * "History" below an edit form (issue 39 point 2): a collapsed section whose panel is loaded and read only when
 * opened. Its own texts do not hold up the form either: until they are in, the section is not drawn.
 */
export function HistorySection(props: HistoryPanelProps) {
  const { t, ready } = useTranslation('history', { useSuspense: false });
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <section className="history-section" style={historyStyles.section} aria-label={t('title')}>
      <sl-button size="small" style={historyStyles.toggle} className="history-section__toggle" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        {t(open ? 'hide' : 'show')}
      </sl-button>
      {open && (
        <Suspense fallback={<KitLoadState status="loading" />}>
          <HistoryPanel key={`${props.kind}:${props.id}`} {...props} />
        </Suspense>
      )}
    </section>
  );
}
