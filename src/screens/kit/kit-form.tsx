import { Suspense, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../../elements/delete-dialog/delete-dialog';
import { listAddressOf, namespacesOf, refusalOf } from '../../areas/area';
import { fieldLabelKey } from '../../areas/area-fields';
import { catalogueToast } from '../../app/toasts/toast-for-error';
import { fieldsOf } from '../../features/resource-form/resource-form-values';
import { useResourceForm } from '../../features/resource-form/use-resource-form';
import { AreaNotice } from './area-notice';
import { ConflictDialog } from './conflict-dialog';
import { KitField } from './kit-field';
import { KitLoadState } from './kit-load-state';
import { ownerIdOf, type KitRoute } from './kit-area';
import { kitStyles } from './kit-styles';
import { isHistoryKind } from '../../api/history';
import { HistorySection } from '../history/history-section';

/**
 * The generic create and edit form of a kit area (issue 13): fields by kind with required marks,
 * the server's reason under a refused field, the unsaved-changes guard, toasts, the conflict choice
 * on a 412 and the delete dialog. The screen (resource-form.tsx) and the kit gallery render it.
 */
export function KitForm({ route, id }: { route: KitRoute; id: number | null }) {
  const { t } = useTranslation(namespacesOf(route.area));
  const { area, section, listPath, ruleContext } = route;
  const form = useResourceForm({ area, section, listPath, id, ownerId: ownerIdOf(route), ruleContext, onChanged: route.onChanged });
  const noun = t(`${area.key}.noun`);

  if (form.status === 'loading') return <KitLoadState status="loading" />;
  if (form.status === 'notFound') return <KitLoadState status="notFound" />;
  if (form.status === 'loadFailed') return <KitLoadState status="failed" onRetry={form.retry} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const problemOf = (name: string) => {
    const refused = form.fieldErrors[name];
    if (refused !== undefined) return serverReasonText(refused);
    if (form.missing.includes(name)) return t('kit:requiredMissing', { field: t(fieldLabelKey(area.key, area.fields.find((field) => field.name === name) ?? { name })) });
    const rule = form.broken[name];
    return rule ? t(`${area.key}.rules.${rule}`) : null;
  };
  /** The server's reason in the catalogue's or the area's own words where it has them (spec 01 §8), else as sent. */
  const serverReasonText = (reason: string) => {
    const catalogued = catalogueToast(reason);
    if (catalogued?.key) return t(`toasts:${catalogued.key}`);
    const refusal = refusalOf(area, reason);
    return refusal ? t(`${area.key}.refusals.${refusal.key}`, refusal.values) : reason;
  };
  const Extra = area.extraPanel;

  return (
    <section style={kitStyles.form} className="kit-form" data-area={area.key}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t(id === null ? 'kit:newTitle' : 'kit:editTitle', { noun })}</h1>
      <AreaNotice area={area} />
      <form noValidate onSubmit={onSubmit} style={kitStyles.form} aria-busy={form.busy}>
        <p style={{ margin: 0 }}>{t('kit:requiredNote')}</p>
        <div style={kitStyles.grid}>
          {fieldsOf(area, section, form.values).map((field) => (
            <KitField key={field.name} areaKey={area.key} field={field} values={form.values} problem={problemOf(field.name)}
              disabled={form.busy} readOnly={id !== null && field.createOnly === true} currency={route.currency} onChange={form.change} />
          ))}
        </div>
        {area.fields.filter((field) => field.warnWhen?.(form.values, form.record && { ...form.record })).map((field) => (
          <p key={field.name} role="status" data-warning={field.name} style={kitStyles.warning}>{t(`${area.key}.warnings.${field.name}`)}</p>
        ))}
        <div style={kitStyles.actions}>
          <sl-button type="submit" variant="primary" loading={form.status === 'saving'} disabled={form.busy}>
            {t('kit:save')}
          </sl-button>
          <Link href={listAddressOf(area, section, listPath, form.values)}>{route.backText ?? t('kit:backToList')}</Link>
          <span style={kitStyles.spacer} />
          {id !== null && area.deletable !== false && (
            <sl-button variant="danger" outline disabled={form.busy} onClick={form.requestDelete}>{t('kit:delete')}</sl-button>
          )}
        </div>
      </form>
      {Extra && form.record && (
        <Suspense fallback={<KitLoadState status="loading" />}>
          <Extra record={form.record} onVersion={form.adoptVersion} />
        </Suspense>
      )}
      {id !== null && isHistoryKind(area.key) && (
        <HistorySection kind={area.key} id={id} labelPrefixes={[`areas:${area.key}.fields`]}
          richFields={area.fields.filter((field) => field.kind === 'richText').map((field) => field.name)} />
      )}
      <ld-delete-dialog open={form.status === 'confirmingDelete' || form.status === 'deleting'} label={t('kit:deleteTitle', { noun })}
        message={t(isHistoryKind(area.key) ? 'kit:deleteUndoable' : 'kit:deleteMessage', { noun })} keepOpen busy={form.status === 'deleting'}
        onld-confirm={form.confirmDelete} onld-cancel={form.cancelDelete} />
      <ConflictDialog open={form.status === 'conflict'} busy={form.busy}
        onReload={form.reloadTheirs} onOverwrite={form.overwriteWithMine} onCancel={form.cancelConflict} />
    </section>
  );
}
