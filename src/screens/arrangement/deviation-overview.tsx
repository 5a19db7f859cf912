import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Deviation } from '../../api/deviations';
import type { CarArrangement } from '../../../contract/types/core';
import { useCurrentRoute } from '../../app/current-route';
import NotFound from '../../app/not-found';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useDeviationOverview } from '../../features/deviation-overview/use-deviation-overview';
import { DEVIATION_COLUMNS, deviationCells } from '../../lib/deviations';
import { recordIdOf } from '../../lib/record-id';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';

const isCar = (arrangement: CarArrangement) => arrangement.dataObject.type === 'car';

/**
 * The deviations overview (spec 01 §7) at /arrangement/deviation (the selected arrangement's; the route's
 * guard lets only a car arrangement in) and /component/deviation?id={arrangement id} (any car arrangement
 * in reach; without an id the route gate offers them (app/record-choice), another type is the 404 page). Every column of §7, the empty
 * state with its link two history steps back, a row opening /{section}/deviation/edit?id={id}.
 */
export default function DeviationOverview() {
  const { t } = useTranslation(['deviations', 'areas', 'kit']);
  const section = useCurrentRoute()?.section === 'arrangement' ? 'arrangement' : 'component';
  const search = useSearch();
  const { selected, arrangements, loading } = useArrangementSelection();
  const listPath = `/${section}/deviation`;
  const wanted = section === 'arrangement' ? selected?.id ?? null : recordIdOf(search);
  const arrangement = arrangements.find((candidate) => candidate.id === wanted) ?? null;
  const overview = useDeviationOverview(arrangement && isCar(arrangement) ? arrangement.id : null);

  if (!arrangement) return loading || section === 'arrangement' ? <KitLoadState status="loading" /> : <NotFound />;
  if (!isCar(arrangement)) return <NotFound />;

  return (
    <section style={kitStyles.page} className="deviation-overview" data-arrangement={arrangement.id}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title', { arrangement: arrangement.displayName })}</h1>
      {overview.status === 'loading' && <KitLoadState status="loading" />}
      {overview.status === 'failed' && <KitLoadState status="failed" onRetry={overview.retry} />}
      {overview.status === 'ready' && overview.rows.length === 0 && <EmptyState />}
      {overview.status === 'ready' && overview.rows.length > 0 && <DeviationTable rows={overview.rows} listPath={listPath} />}
    </section>
  );
}

function DeviationTable({ rows, listPath }: { rows: Deviation[]; listPath: string }) {
  const { t } = useTranslation(['deviations', 'areas', 'kit']);
  const [, navigate] = useLocation();
  const open = (row: Deviation) => navigate(`${listPath}/edit?id=${row.id}`);
  const onKeyDown = (event: KeyboardEvent, row: Deviation) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open(row);
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={kitStyles.table} aria-label={t('tableLabel')}>
        <thead>
          <tr>{DEVIATION_COLUMNS.map((column) => <th key={column} scope="col" style={kitStyles.headerCell}>{t(`columns.${column}`)}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const cells = deviationCells(row, t);
            return (
              <tr key={row.id} tabIndex={0} style={kitStyles.row} data-id={row.id} className="deviation-overview__row"
                onClick={() => open(row)} onKeyDown={(event) => onKeyDown(event, row)}>
                {DEVIATION_COLUMNS.map((column) => <td key={column} style={kitStyles.cell} data-column={column}>{cells[column]}</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "No deviations found", with a link two history steps back (spec 01 §7): past the overview to where the user came from. */
function EmptyState() {
  const { t } = useTranslation('deviations');
  const back = (event: MouseEvent) => {
    event.preventDefault();
    history.go(-2);
  };
  return (
    <p role="status" style={kitStyles.message}>
      {t('empty')} <a href="#" onClick={back}>{t('back')}</a>
    </p>
  );
}
