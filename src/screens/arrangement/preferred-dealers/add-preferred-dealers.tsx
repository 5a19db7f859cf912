import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import '../../../../elements/text-input/text-input';
import '../../../../elements/tree-select/tree-select';
import { fetchBrands } from '../../../api/catalogue';
import { addPreferredDealers } from '../../../api/preferred-dealers';
import type { Brand } from '../../../../contract/types/catalogue';
import { showErrorToast, showToast } from '../../../app/toasts/toast-bus';
import { TOAST_MS } from '../../../app/toasts/toast-for-error';
import { dealerArea } from '../../../areas/dealer';
import { useArrangementSelection } from '../../../features/arrangement-selection/use-arrangement-selection';
import { kitStyles } from '../../kit/kit-styles';

const LIST = '/arrangement/preferred_dealer';

interface DealerChoice {
  id: number;
  label: string;
}

/** The client's dealers as choices ("name, city"); a client has tens of them, so one page of 100 serves. */
async function dealerChoices(signal: AbortSignal): Promise<DealerChoice[]> {
  const page = await dealerArea.api.list({ pageIndex: 1, pageSize: 100, q: '', filters: {} }, { signal });
  return page.rows.map((dealer) => ({ id: dealer.id, label: dealer.city ? `${dealer.name}, ${dealer.city}` : dealer.name }));
}

/**
 * /arrangement/preferred_dealer/create: dealers added as preferred for one brand of the selected car arrangement
 * (POST /preferreddealer/dealers). A dealer not known yet is created here first (POST /dealer: name and city;
 * the rest on its edit screen) and ticked. Nothing is sent without a brand and at least one dealer.
 */
export default function AddPreferredDealers() {
  const { t } = useTranslation('preferredDealers');
  const [, navigate] = useLocation();
  const arrangementId = useArrangementSelection().selected?.id ?? null;
  const [brands, setBrands] = useState<Brand[]>([]);
  const [dealers, setDealers] = useState<DealerChoice[]>([]);
  const [brandId, setBrandId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [newDealer, setNewDealer] = useState({ name: '', city: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const failed = (error: unknown) => { if (!controller.signal.aborted) showErrorToast(error); };
    fetchBrands({ signal: controller.signal }).then(setBrands, failed);
    dealerChoices(controller.signal).then(setDealers, failed);
    return () => controller.abort();
  }, []);

  const createDealer = async () => {
    setBusy(true);
    try {
      const created = await dealerArea.api.create({ name: newDealer.name.trim(), city: newDealer.city.trim() });
      setDealers(await dealerChoices(new AbortController().signal));
      setChosen((ids) => [...ids, String(created.id)]);
      setNewDealer({ name: '', city: '' });
      showToast({ variant: 'success', duration: TOAST_MS.success, text: t('dealerCreated', { name: created.name }) });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (arrangementId === null || brandId === '' || chosen.length === 0) return;
    setBusy(true);
    try {
      await addPreferredDealers({ carArrangementId: arrangementId, brandId: Number(brandId), dealerIds: chosen.map(Number) });
      showToast({ variant: 'success', duration: TOAST_MS.success, text: t('added') });
      navigate(LIST);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const problem = (text: string) => <p role="alert" style={kitStyles.problem}>{text}</p>;
  return (
    <form className="add-preferred-dealers" noValidate onSubmit={(event) => void submit(event)} style={kitStyles.form} aria-busy={busy}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('addTitle')}</h1>
      <div style={kitStyles.field}>
        <ld-tree-select data-field="brandId" label={t('brand')} required options={brands.map((brand) => ({ id: String(brand.id), label: brand.name }))}
          value={brandId} onld-change={(event) => setBrandId(String(event.detail.value))} />
        {tried && brandId === '' && problem(t('brandMissing'))}
      </div>
      <div style={kitStyles.field}>
        <ld-tree-select data-field="dealerIds" label={t('dealers')} required multiple options={dealers.map((dealer) => ({ id: String(dealer.id), label: dealer.label }))}
          value={chosen} onld-change={(event) => setChosen(([] as string[]).concat(event.detail.value))} />
        {tried && chosen.length === 0 && problem(t('dealersMissing'))}
      </div>
      <fieldset style={{ ...kitStyles.choices, alignItems: 'end' }}>
        <legend style={kitStyles.label}>{t('newDealer')}</legend>
        <ld-text-input data-field="newDealerName" label={t('newDealerName')} maxLength={100} value={newDealer.name}
          onld-input={(event) => setNewDealer((d) => ({ ...d, name: event.detail.value }))} />
        <ld-text-input data-field="newDealerCity" label={t('newDealerCity')} maxLength={100} value={newDealer.city}
          onld-input={(event) => setNewDealer((d) => ({ ...d, city: event.detail.value }))} />
        <sl-button disabled={busy || newDealer.name.trim() === ''} onClick={() => void createDealer()}>{t('createDealer')}</sl-button>
      </fieldset>
      <div style={kitStyles.actions}>
        <sl-button type="submit" variant="primary" loading={busy} disabled={busy}>{t('addSubmit')}</sl-button>
        <Link href={LIST}>{t('back')}</Link>
      </div>
    </form>
  );
}
