import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceArrangementLogo, type ArrangementSettings } from '../../../api/arrangement-setting';
import { httpStatus } from '../../../api/errors';
import { showErrorToast, showToast } from '../../../app/toasts/toast-bus';
import { successNotice, TOAST_MS } from '../../../app/toasts/toast-for-error';
import { kitStyles } from '../../kit/kit-styles';

/** What the server takes (LOGO_KINDS in server/routes/arrangement-setting.ts, checked by content there). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp';
/** How the server refuses the file itself: 400 empty, 413 above 1 MB, 415 not a PNG, JPEG, GIF or WebP. */
const REFUSED_FILE = new Set([400, 413, 415]);

/**
 * The arrangement's logo (spec 02 §3, §7): a preview, replace and remove. Its own calls, never part of the
 * form's save; the answer is the setting as stored, handed to `onChanged`.
 */
export function LogoPanel({ settings, onChanged }: { settings: ArrangementSettings; onChanged(next: ArrangementSettings): void }) {
  const { t } = useTranslation('arrangementSettings');
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const run = async (file: File | null) => {
    setBusy(true);
    try {
      onChanged(await replaceArrangementLogo(settings.carArrangementId, file));
      showToast(file ? successNotice('logoAdded') : { variant: 'success', duration: TOAST_MS.success, text: t('logo.removed') });
    } catch (error) {
      showErrorToast(file && REFUSED_FILE.has(httpStatus(error) ?? 0) ? t('logo.refused') : error);
    } finally {
      setBusy(false);
    }
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(file);
  };

  return (
    <section style={kitStyles.form} aria-labelledby="arrangement-logo-title" className="arrangement-logo">
      <h2 id="arrangement-logo-title" style={{ margin: 0, fontSize: '1.125rem' }}>{t('groups.logo')}</h2>
      {settings.logoUrl
        ? <img src={settings.logoUrl} alt={t('logo.alt', { name: settings.carArrangement.displayName })} style={{ maxHeight: 60, maxWidth: 240, objectFit: 'contain' }} />
        : <p style={{ margin: 0 }}>{t('logo.none')}</p>}
      <div style={kitStyles.actions}>
        <input ref={picker} type="file" accept={ACCEPT} hidden onChange={onPick} data-field="logo" aria-label={t('logo.upload')} />
        <sl-button disabled={busy} loading={busy} onClick={() => picker.current?.click()}>{t('logo.upload')}</sl-button>
        {settings.logoUrl && <sl-button variant="danger" outline disabled={busy} onClick={() => void run(null)}>{t('logo.remove')}</sl-button>}
        <span style={{ color: 'var(--sl-color-neutral-600)' }}>{t('logo.hint')}</span>
      </div>
    </section>
  );
}
