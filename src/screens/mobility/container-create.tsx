import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type ContainerImage } from '../../api/mobilitycontainer';
import { mobilityContainerArea as area } from '../../areas/mobility-container';
import { namespacesOf } from '../../areas/area';
import { paths } from '../../app/paths';
import { useContainerCreation } from '../../features/container-creation/use-container-creation';
import { fieldsOf, missingRequired, newValues } from '../../features/resource-form/resource-form-values';
import { KitField } from '../kit/kit-field';
import { kitStyles } from '../kit/kit-styles';

const LIST = '/component/mobility_container';
const SECTION = 'component';

/**
 * /component/mobility_container/create (spec 01 §2 "change_mobility_container … Create", §4 container creation): the
 * kit's container fields plus a logo and a favicon, driving machines/container-creation.machine.ts. A file the
 * server would refuse (type, size) is refused at once, under its picker; a refused create shows the server's reason.
 */
export default function ContainerCreate() {
  const { t } = useTranslation(['mobility', ...namespacesOf(area)]);
  const [initialValues] = useState(() => newValues(area, SECTION, null));
  const flow = useContainerCreation({ initialValues, listPath: LIST, noun: t(`areas:${area.key}.noun`) });
  const [tried, setTried] = useState(false);
  const [refusedFile, setRefusedFile] = useState<Record<ContainerImage, boolean>>({ logo: false, favicon: false });
  const missing = tried ? missingRequired(area, SECTION, flow.values) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missingRequired(area, SECTION, flow.values).length === 0) flow.submit();
  };
  const onPick = (which: ContainerImage) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const taken = flow.choose(which, file);
    if (!taken) event.target.value = '';
    setRefusedFile((current) => ({ ...current, [which]: !taken }));
  };
  const problemOf = (name: string) => flow.fieldErrors[name]
    ?? (missing.includes(name) ? t('kit:requiredMissing', { field: t(`areas:${area.key}.fields.${name}`) }) : null);

  return (
    <section style={kitStyles.form} className="container-create">
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('kit:newTitle', { noun: t(`areas:${area.key}.noun`) })}</h1>
      <form noValidate onSubmit={onSubmit} style={kitStyles.form} aria-busy={flow.busy}>
        <p style={{ margin: 0 }}>{t('kit:requiredNote')}</p>
        {flow.error !== null && (
          <p role="alert" style={kitStyles.problem}>{flow.error ? t('create.refused', { reason: flow.error }) : t('create.failed')}</p>
        )}
        <div style={kitStyles.grid}>
          {fieldsOf(area, SECTION, flow.values).map((field) => (
            <KitField key={field.name} areaKey={area.key} field={field} values={flow.values} problem={problemOf(field.name)} disabled={flow.busy} onChange={flow.change} />
          ))}
          {(['logo', 'favicon'] as const).map((which) => (
            <div key={which} style={kitStyles.field}>
              <label style={kitStyles.label} htmlFor={`container-${which}`}>{t(`images.${which}.title`)}</label>
              <input id={`container-${which}`} type="file" accept={acceptOf(which)} data-field={which} disabled={flow.busy}
                onChange={onPick(which)} aria-describedby={`container-${which}-hint`} />
              <span id={`container-${which}-hint`} style={{ color: 'var(--sl-color-neutral-600)', fontSize: 'var(--sl-font-size-small)' }}>
                {t(`images.${which}.hint`)}
              </span>
              {refusedFile[which] && <p role="alert" style={kitStyles.problem}>{t(`images.${which}.refused`)}</p>}
            </div>
          ))}
        </div>
        <div style={kitStyles.actions}>
          <sl-button type="submit" variant="primary" loading={flow.busy} disabled={flow.busy}>{t('create.submit')}</sl-button>
          <sl-button disabled={flow.busy} onClick={flow.cancel}>{t('create.cancel')}</sl-button>
          <span style={kitStyles.spacer} />
          <span style={{ color: 'var(--sl-color-neutral-600)' }}>{t('create.after', { path: paths.mobility })}</span>
        </div>
      </form>
    </section>
  );
}
