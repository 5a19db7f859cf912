import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activeStateIds, stateText } from '../../features/machine-charts/active-states';
import { useLiveStates, type LiveState } from '../../features/machine-charts/use-live-states';
import { useMachineCharts, type MachineChart } from '../../features/machine-charts/use-machine-charts';

/**
 * /tools/machines (master; issue 6 point 3, not in the spec): every machine of the app as the
 * statechart the build drew, and for the app-wide ones the state they are in now, marked on the
 * chart and updated live as the app is used (in this tab, through src/features/machine-charts).
 */

/** Machines whose actors live as long as the app or the signed-in shell; the others run per screen. */
const APP_WIDE = ['auth', 'session', 'shell', 'clientSwitch', 'arrangementSelection', 'containerSelection'] as const;

const CHART_STYLES = `
.machines-page :is(h2, h3, p) { margin: 0; }
.machines-page article { padding-top: 1rem; border-top: 1px solid var(--sl-color-neutral-200); }
.machine-chart { overflow: auto; max-height: 70vh; background: #fff; border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium); }
.machine-chart svg { display: block; max-width: none; height: auto; }
.machine-chart g.node.is-active > polygon:first-of-type { fill: #fde68a; fill-opacity: 1; }
.machine-chart g.is-active > path { stroke: #b45309; stroke-width: 4; }
.machine-chart g.cluster.is-active > path { fill: #fef3c7; }
`;

const pageStyle = { display: 'grid', gap: '1rem', maxWidth: '100%' } as const;
const cardStyle = { display: 'grid', gap: '0.5rem', minWidth: 0 } as const;
const liveStyle = { fontWeight: 600 } as const;

/** Marks the chart's nodes and clusters of the current states (their `<title>` is the state's id). */
function Chart({ chart, active }: { chart: MachineChart; active: readonly string[] }) {
  const { t } = useTranslation('tools');
  const box = useRef<HTMLDivElement>(null);
  const html = useMemo(() => ({ __html: chart.svg ?? '' }), [chart.svg]);
  const activeKey = active.join('\n');

  useLayoutEffect(() => {
    const ids = new Set(activeKey ? activeKey.split('\n') : []);
    for (const group of box.current?.querySelectorAll<SVGGElement>('g.node, g.cluster') ?? []) {
      const title = group.querySelector(':scope > title')?.textContent ?? '';
      const on = ids.has(title) || ids.has(title.replace(/^cluster_/, ''));
      group.classList.toggle('is-active', on);
    }
    // Wide charts scroll sideways: bring the innermost current state into view.
    const current = box.current?.querySelectorAll('g.node.is-active');
    const node = current?.[current.length - 1];
    if (box.current && node) {
      const frame = box.current.getBoundingClientRect();
      const place = node.getBoundingClientRect();
      box.current.scrollLeft += place.left - frame.left - (frame.width - place.width) / 2;
    }
  }, [activeKey, html]);

  if (chart.svg === null) return <p role="alert">{t('machines.chartMissing', { id: chart.id })}</p>;
  const label = t('machines.chartLabel', { id: chart.id });
  // The box scrolls sideways, so keyboard users must be able to reach it (tabIndex) to scroll it.
  return (
    <div ref={box} className="machine-chart" role="region" aria-label={label} tabIndex={0}>
      <div role="img" aria-label={label} dangerouslySetInnerHTML={html} />
    </div>
  );
}

function LiveLine({ appWide, live }: { appWide: boolean; live: LiveState | null }) {
  const { t } = useTranslation('tools');
  if (!appWide) return <p>{t('machines.perScreen')}</p>;
  if (!live) return <p style={liveStyle}>{t('machines.notRunning')}</p>;
  const state = stateText(live.value);
  return <p style={liveStyle}>{live.status === 'active' ? t('machines.now', { state }) : t('machines.finished', { state })}</p>;
}

function MachineCard({ chart, live }: { chart: MachineChart; live: LiveState | null | undefined }) {
  const { t } = useTranslation('tools');
  const appWide = live !== undefined;
  const active = live && live.status !== 'error' ? activeStateIds(chart.id, live.value) : [];
  return (
    <article id={chart.id} style={cardStyle} aria-labelledby={`machine-${chart.id}`} data-machine={chart.id}>
      <h3 id={`machine-${chart.id}`}>{chart.id}</h3>
      <p>{chart.description}</p>
      <p>
        {t('machines.counts', { states: chart.states, transitions: chart.transitions })} ·{' '}
        <a href={chart.jsonHref} download={`${chart.id}.json`}>
          {t('machines.json')}
        </a>
      </p>
      <LiveLine appWide={appWide} live={live ?? null} />
      <Chart chart={chart} active={active} />
    </article>
  );
}

export default function MachinesPage() {
  const { t } = useTranslation('tools');
  const charts = useMachineCharts();
  const live = useLiveStates(APP_WIDE);
  const liveOf = (id: string) => ((APP_WIDE as readonly string[]).includes(id) ? live[id] : undefined);

  return (
    <section className="machines-page" style={pageStyle} aria-labelledby="machines-title">
      <style>{CHART_STYLES}</style>
      <h2 id="machines-title">{t('machines.title')}</h2>
      <p>{t('machines.intro')}</p>
      <p>
        {/* A full load: the inspector must be there before the first actor starts. */}
        <a href="/tools/machines?inspect">{t('machines.inspect')}</a> {t('machines.inspectNote')}
      </p>
      {charts.status === 'loading' && <p role="status">{t('machines.loading')}</p>}
      {charts.status === 'failed' && <p role="alert">{t('machines.failed')}</p>}
      {charts.status === 'ready' && (
        <>
          <nav aria-label={t('machines.contents')}>
            {charts.charts.map((chart, index) => (
              <span key={chart.id}>
                {index > 0 && ' · '}
                <a href={`#${chart.id}`}>{chart.id}</a>
              </span>
            ))}
          </nav>
          {charts.charts.map((chart) => (
            <MachineCard key={chart.id} chart={chart} live={liveOf(chart.id)} />
          ))}
        </>
      )}
    </section>
  );
}
