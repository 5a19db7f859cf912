import { Suspense, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import '../../../elements/delete-dialog/delete-dialog';
import { useCurrentRoute } from '../../app/current-route';
import NotFound from '../../app/not-found';
import { fieldsOf } from '../../features/resource-form/resource-form-values';
import { useResourceForm } from '../../features/resource-form/use-resource-form';
import { ConflictDialog } from './conflict-dialog';
import { KitField } from './kit-field';
import { KitLoadState } from './kit-load-state';
import { useKitRoute, type KitRoute } from './kit-area';
import { kitStyles } from './kit-styles';

/** ?id= of an edit route: a positive whole number, else none. */
function idOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The generic create and edit screen of a kit area (issue 13): fields by kind with required marks,
 * the server's reason under a refused field, the unsaved-changes guard, toasts, the conflict choice
 * on a 412 and the delete dialog. Without ?id on an edit route it is the 404 page.
 */
export default function ResourceForm() {
  const route = useKitRoute();
  const search = useSearch();
  const creating = useCurrentRoute()?.variant === 'create';
  const id = creating ? null : idOf(search);
  if (!route || (!creating && id === null)) return <NotFound />;
  // A new arrangement variant needs the arrangement it belongs to.
  if (creating && route.section === 'arrangement' && route.area.variants && route.arrangementId === null) return <KitLoadState status="loading" />;
  // A new key per record: going from one record (or a new one) to another starts a fresh form.
  return <KitForm key={`${route.listPath}:${id ?? 'new'}`} route={route} id={id} />;
}

function KitForm({ route, id }: { route: KitRoute; id: number | null }) {
  const { t } = useTranslation(['areas', 'kit']);
  const { area, section, listPath, arrangementId } = route;
  const form = useResourceForm({ area, section, listPath, id, arrangementId });
  const noun = t(`${area.key}.noun`);

  if (form.status === 'loading') return <KitLoadState status="loading" />;
  if (form.status === 'notFound') return <KitLoadState status="notFound" />;
  if (form.status === 'loadFailed') return <KitLoadState status="failed" onRetry={form.retry} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const problemOf = (name: string) =>
    form.fieldErrors[name] ?? (form.missing.includes(name) ? t('kit:requiredMissing', { field: t(`${area.key}.fields.${name}`) }) : null);
  const Extra = area.extraPanel;

  return (
    <section style={kitStyles.form} className="kit-form" data-area={area.key}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t(id === null ? 'kit:newTitle' : 'kit:editTitle', { noun })}</h1>
      <form noValidate onSubmit={onSubmit} style={kitStyles.form} aria-busy={form.busy}>
        <p style={{ margin: 0 }}>{t('kit:requiredNote')}</p>
        <div style={kitStyles.grid}>
          {fieldsOf(area, section).map((field) => (
            <KitField key={field.name} areaKey={area.key} field={field} values={form.values} problem={problemOf(field.name)}
              disabled={form.busy} onChange={form.change} />
          ))}
        </div>
        <div style={kitStyles.actions}>
          <sl-button type="submit" variant="primary" loading={form.status === 'saving'} disabled={form.busy}>
            {t('kit:save')}
          </sl-button>
          <Link href={listPath}>{t('kit:backToList')}</Link>
          <span style={kitStyles.spacer} />
          {id !== null && (
            <sl-button variant="danger" outline disabled={form.busy} onClick={form.requestDelete}>{t('kit:delete')}</sl-button>
          )}
        </div>
      </form>
      {Extra && form.record && (
        <Suspense fallback={<KitLoadState status="loading" />}>
          <Extra record={form.record} />
        </Suspense>
      )}
      <ld-delete-dialog open={form.status === 'confirmingDelete' || form.status === 'deleting'} label={t('kit:deleteTitle', { noun })}
        message={t('kit:deleteMessage', { noun })} keepOpen busy={form.status === 'deleting'}
        onld-confirm={form.confirmDelete} onld-cancel={form.cancelDelete} />
      <ConflictDialog open={form.status === 'conflict'} busy={form.busy}
        onReload={form.reloadTheirs} onOverwrite={form.overwriteWithMine} onCancel={form.cancelConflict} />
    </section>
  );
}
