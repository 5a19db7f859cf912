import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CarArrangement } from '../../../contract/types/core';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { PageLoader } from '../page-loader';
import type { ArrangementKind } from './record-choice';
import { recordChoiceStyles } from './record-choice-styles';

const TEXTS: Record<ArrangementKind, { choose: string; none: string }> = {
  all: { choose: 'arrangement.choose', none: 'arrangement.none' },
  car: { choose: 'record.carArrangement.choose', none: 'record.carArrangement.none' },
};

const fits = (kind: ArrangementKind) => (arrangement: CarArrangement) => kind === 'all' || arrangement.dataObject.type === kind;

/**
 * A route whose ?id= names an arrangement, opened without one (/component/deviation, /component/settings/edit): the
 * arrangements in reach that fit it, each a link to the same address with its id. The list is the selection's,
 * already loaded for the shell, so the choice asks the server nothing.
 */
export function ArrangementChoice({ path, kind }: { path: string; kind: ArrangementKind }) {
  const { t } = useTranslation('selection');
  const { arrangements, loading } = useArrangementSelection();
  const offered = arrangements.filter(fits(kind));
  if (loading && offered.length === 0) return <PageLoader />;
  return (
    <section className="record-choice" style={recordChoiceStyles.page}>
      <h1 style={recordChoiceStyles.title}>{t(TEXTS[kind].choose)}</h1>
      {offered.length === 0 ? <p role="status">{t(TEXTS[kind].none)}</p> : (
        <ul>
          {offered.map((arrangement) => (
            <li key={arrangement.id}><Link href={`${path}?id=${arrangement.id}`}>{arrangement.displayName}</Link></li>
          ))}
        </ul>
      )}
    </section>
  );
}
