import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaseWiseArrangement, MantelCouplingCheck } from '../../../contract/types/leasewise';
import { useMantelCoupling, type MantelCouplingView, type MantelWithTypes } from '../../features/leasewise/use-mantel-coupling';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';

/**
 * /leasewise/arrangement (spec 01 §2; issue 20 point 3): the client's lease system's mantels (framework contracts) with
 * their contract types, and the client's arrangements with the mantel each is coupled to, the coupling check's
 * outcome, and a choice of mantel and contract type to couple it (or uncouple it). Not in the spec: the layout; an
 * administrator couples one arrangement at a time and reads the outcome beside it.
 */
export default function LeaseWiseArrangements() {
  const { t } = useTranslation('leasewise');
  const view = useMantelCoupling();
  if (view.status !== 'ready') return <KitLoadState status={view.status} onRetry={view.reload} />;
  return (
    <section style={kitStyles.page}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title')}</h1>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('mantels.title')}</h2>
      <table style={kitStyles.table} aria-label={t('mantels.title')}>
        <thead>
          <tr>
            {(['number', 'description', 'status', 'contractTypes'] as const).map((c) => <th key={c} scope="col" style={kitStyles.headerCell}>{t(`mantels.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {view.mantels.map((m) => (
            <tr key={m.mantelNumber}>
              <td style={kitStyles.cell}>{m.mantelNumber}</td>
              <td style={kitStyles.cell}>{m.description}</td>
              <td style={kitStyles.cell}>{t(m.isActive ? 'mantels.active' : 'mantels.ended')}</td>
              <td style={kitStyles.cell}>
                {m.contractTypes.map((c) => `${c.code} ${c.description}${c.isValid ? '' : ` (${t('mantels.invalid')})`}`).join(', ') || '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('arrangements.title')}</h2>
      <table style={kitStyles.table} aria-label={t('arrangements.title')}>
        <thead>
          <tr>
            {(['name', 'mantel', 'contractType', 'check', 'actions'] as const).map((c) => <th key={c} scope="col" style={kitStyles.headerCell}>{t(`arrangements.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {view.arrangements.map((a) => <CouplingRow key={`${a.id}/${a.version}`} arrangement={a} view={view} />)}
        </tbody>
      </table>
    </section>
  );
}

/** One arrangement: its mantel and contract type as chosen here (starting from the stored ones), the check, the actions. */
function CouplingRow({ arrangement, view }: { arrangement: LeaseWiseArrangement; view: MantelCouplingView }) {
  const { t } = useTranslation('leasewise');
  const [mantelNumber, setMantelNumber] = useState(arrangement.mantelNumber ?? '');
  const [contractType, setContractType] = useState(arrangement.contractType ?? '');
  const mantel: MantelWithTypes | undefined = view.mantels.find((m) => m.mantelNumber === mantelNumber);
  const changed = mantelNumber !== (arrangement.mantelNumber ?? '') || contractType !== (arrangement.contractType ?? '');
  const busy = view.busyId === arrangement.id;
  const label = (what: string) => t(`arrangements.${what}Of`, { name: arrangement.displayName });
  return (
    <tr data-arrangement={arrangement.id}>
      <th scope="row" style={{ ...kitStyles.cell, fontWeight: 400 }}>{arrangement.displayName}</th>
      <td style={kitStyles.cell}>
        <select aria-label={label('mantel')} value={mantelNumber} disabled={busy} onChange={(e) => {
          setMantelNumber(e.target.value);
          setContractType('');
        }}>
          <option value="">{t('arrangements.noMantel')}</option>
          {/* A stored mantel the lease system no longer lists stays choosable, so the row shows what is stored. */}
          {arrangement.mantelNumber && !view.mantels.some((m) => m.mantelNumber === arrangement.mantelNumber) && (
            <option value={arrangement.mantelNumber}>{arrangement.mantelNumber}</option>)}
          {view.mantels.map((m) => <option key={m.mantelNumber} value={m.mantelNumber}>{`${m.mantelNumber} – ${m.description}`}</option>)}
        </select>
      </td>
      <td style={kitStyles.cell}>
        <select aria-label={label('contractType')} value={contractType} disabled={busy || !mantel} onChange={(e) => setContractType(e.target.value)}>
          <option value="">{t('arrangements.noContractType')}</option>
          {(mantel?.contractTypes ?? []).map((c) => <option key={c.code} value={c.code}>{`${c.code} – ${c.description}`}</option>)}
        </select>
      </td>
      <td style={kitStyles.cell} data-testid="coupling-check">{checkText(t, view.checks.get(arrangement.id), arrangement)}</td>
      <td style={kitStyles.cell}>
        <span style={kitStyles.actions}>
          <sl-button size="small" variant="primary" disabled={busy || !changed || mantelNumber === ''}
            onClick={() => void view.couple(arrangement, mantelNumber, contractType || null)}>{t('arrangements.couple')}</sl-button>
          <sl-button size="small" disabled={busy || arrangement.mantelNumber === null}
            onClick={() => void view.uncouple(arrangement)}>{t('arrangements.uncouple')}</sl-button>
        </span>
      </td>
    </tr>
  );
}

type T = ReturnType<typeof useTranslation<'leasewise'>>['t'];

/** The check's outcome in words; before it answered, the stored validity. */
function checkText(t: T, check: MantelCouplingCheck | undefined, arrangement: LeaseWiseArrangement): string {
  if (!check) return t(arrangement.isMantelContractValid ? 'check.storedValid' : 'check.storedInvalid');
  return check.problem === null ? t('check.valid') : t(`check.${check.problem}`);
}
