import { useRef, useState, type ChangeEvent } from 'react';
import { httpStatus } from '../../api/errors';
import { safeAssetUrl } from '../../app/theme';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { TOAST_MS, type ToastSpec } from '../../app/toasts/toast-for-error';
import { kitStyles } from './kit-styles';

/** How the server refuses the file itself: 400 empty, 413 too large, 415 a type it does not take (by content). */
const REFUSED_FILE = new Set([400, 413, 415]);

/** The words of one image panel, in the caller's namespace. */
export interface ImagePanelTexts {
  title: string;
  alt: string;
  none: string;
  upload: string;
  remove: string;
  removed: string;
  /** Why a file is refused (before sending, or by the server): the types and size it takes. */
  refused: string;
  hint: string;
}

/** The panel's words under `prefix` of the caller's namespace (`title`, `alt` with {{name}}, `none`, `upload` …). */
export function imagePanelTexts(t: (key: string, values?: Record<string, unknown>) => string, prefix: string, name: string): ImagePanelTexts {
  const text = (key: keyof ImagePanelTexts) => t(`${prefix}.${key}`, { name });
  return {
    title: text('title'), alt: text('alt'), none: text('none'), upload: text('upload'), remove: text('remove'), removed: text('removed'),
    refused: text('refused'), hint: text('hint'),
  };
}

export interface ImagePanelProps {
  /** The section's class and the picker's data-field (`arrangement-logo` / `logo`), so a page or test can tell panels apart. */
  className: string;
  field: string;
  imageUrl: string | null | undefined;
  accept: string;
  texts: ImagePanelTexts;
  /** "Logo toegevoegd" / "Favicon toegevoegd" (spec 02 §8). */
  added: ToastSpec;
  /** Checked before sending: a file the server would refuse is refused here with `texts.refused`. */
  acceptable?(file: File): boolean;
  /** Stores the file, or removes the image when null (the contract's POST without a body); the caller adopts the answer. */
  replace(file: File | null): Promise<void>;
}

/**
 * One image of a record with its own upload call (an arrangement's logo, a container's logo and favicon; spec 02
 * §7): a preview, replace and remove. Never part of a form's save.
 */
export function ImagePanel({ className, field, imageUrl, accept, texts, added, acceptable, replace }: ImagePanelProps) {
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const titleId = `${className}-title`;
  const shown = safeAssetUrl(imageUrl);

  const run = async (file: File | null) => {
    if (file && acceptable && !acceptable(file)) {
      showErrorToast(texts.refused);
      return;
    }
    setBusy(true);
    try {
      await replace(file);
      showToast(file ? added : { variant: 'success', duration: TOAST_MS.success, text: texts.removed });
    } catch (error) {
      showErrorToast(file && REFUSED_FILE.has(httpStatus(error) ?? 0) ? texts.refused : error);
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
    <section style={kitStyles.form} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} style={{ margin: 0, fontSize: '1.125rem' }}>{texts.title}</h2>
      {shown
        ? <img src={shown} alt={texts.alt} style={{ maxHeight: 60, maxWidth: 240, objectFit: 'contain', alignSelf: 'flex-start' }} />
        : <p style={{ margin: 0 }}>{texts.none}</p>}
      <div style={kitStyles.actions}>
        <input ref={picker} type="file" accept={accept} hidden onChange={onPick} data-field={field} aria-label={texts.upload} />
        <sl-button disabled={busy} loading={busy} onClick={() => picker.current?.click()}>{texts.upload}</sl-button>
        {shown && <sl-button variant="danger" outline disabled={busy} onClick={() => void run(null)}>{texts.remove}</sl-button>}
        <span style={{ color: 'var(--sl-color-neutral-600)' }}>{texts.hint}</span>
      </div>
    </section>
  );
}
