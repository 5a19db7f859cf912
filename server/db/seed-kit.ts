import type { Queryable } from './db';
import { insertRows } from './sql';
import { seedCategoryDetails } from './seed-categories';
import { seedCarCatalogue } from './seed-catalogue';

/**
 * Demo rows of the kit areas (FAQ, brand-model, news and policy texts, an arrangement's order company,
 * components and option accessories, with the leasing system's option register; the categories' fuels and a document)
 * for the demo client, in Dutch as its administrators write them. Applied by seed.ts with the rest of
 * the demo seed, i.e. only into an empty database. The car catalogue (seed-catalogue.ts) is seeded first
 * when it is empty, so brand-model texts have something to name.
 */

const FAQ = [
  ['Hoe vraag ik een nieuwe leaseauto aan?', '<p>Log in op het bestelportaal, kies <strong>Nieuwe auto</strong> en volg de stappen. Uw leidinggevende keurt de bestelling daarna goed.</p>'],
  ['Wat is mijn eigen bijdrage?', '<p>De eigen bijdrage is het deel van de leaseprijs boven uw normleaseprijs. U ziet het bedrag per maand bij elke auto in de configurator.</p>'],
  ['Mag ik privé rijden met mijn leaseauto?', '<p>Ja. Let op de bijtelling: zie <a href="https://www.belastingdienst.nl">belastingdienst.nl</a> voor de actuele percentages.</p>'],
  ['Wie neem ik contact op bij schade?', '<ul><li>Bel de schadelijn van uw leasemaatschappij (24/7).</li><li>Meld de schade daarna bij uw fleetmanager.</li></ul>'],
] as const;

export async function seedKitAreas(tx: Queryable, clientId: number, arrangementIds: Map<string, number>, now: Date): Promise<void> {
  const arrangement = (name: string) => {
    const id = arrangementIds.get(name);
    if (id === undefined) throw new Error(`Seed: no arrangement ${name}`);
    return id;
  };
  const lease2026 = arrangement('Leaseregeling 2026');
  const directie = arrangement('Leaseregeling Directie');

  await insertRows(tx, 'faqs', ['client_id', 'question', 'answer_html', 'sort_order'], FAQ.map(([q, a], i) => [clientId, q, a, (i + 1) * 10]), '');

  const models = await catalogueByBrand(tx, now);
  const [vw, kia, tesla] = ['Volkswagen', 'Kia', 'Tesla'].map((b) => models.get(b)!);
  await insertRows(tx, 'brand_model_texts', ['client_id', 'car_arrangement_id', 'brand_id', 'model_id', 'text_html'], [
    [clientId, null, vw!.brandId, null, '<p>Alle Volkswagens worden geleverd met winterbanden en een laadkabel.</p>'],
    [clientId, null, tesla!.brandId, tesla!.models.get('Model 3')!, '<p>Levertijd circa <strong>8 weken</strong>; trekhaak is niet mogelijk.</p>'],
    [clientId, lease2026, kia!.brandId, kia!.models.get('EV6')!, '<p>Binnen Leaseregeling 2026 is de EV6 beschikbaar tot categorie 3.</p>'],
  ], '');

  // Leaseregeling 2026 keeps supercars and the pick-up truck out of its car lists, and the Peugeot 208 (the e-208 is
  // preferred): its petrol 1.4 Turbo 130pk Base Aut. passes every other rule in Categorie 2 – Midden, so the analyzer
  // names the block alone, and says "available" once it is lifted (the analyzer's Playwright case, issue 20).
  const [lamborghini, ferrari] = ['Lamborghini', 'Ferrari'].map((b) => models.get(b)!.brandId);
  const peugeot = models.get('Peugeot')!;
  await insertRows(tx, 'blocked_brand_models', ['client_id', 'car_arrangement_id', 'brand_id', 'model_id'], [
    [clientId, lease2026, lamborghini, null],
    [clientId, lease2026, ferrari, null],
    [clientId, lease2026, peugeot.brandId, peugeot.models.get('208')!],
    [clientId, lease2026, tesla!.brandId, tesla!.models.get('Cybertruck')!],
  ], '');

  await insertRows(tx, 'news_texts', ['client_id', 'car_arrangement_id', 'title', 'text_html', 'date_from', 'date_to'], [
    [clientId, null, 'Nieuwe laadpas per 1 april', '<p>Alle berijders ontvangen in maart een nieuwe laadpas. De oude pas werkt tot 1 april.</p>', '2026-03-01', '2026-04-30'],
    [clientId, null, 'Onderhoud bestelportaal', '<p>Zaterdag tussen 22:00 en 02:00 is het portaal niet bereikbaar.</p>', null, null],
    [clientId, lease2026, 'Leaseregeling 2026 van kracht', '<p>De normleaseprijzen zijn verhoogd; zie de <em>regeling</em> voor details.</p>', '2026-01-01', null],
    [clientId, directie, 'Extra opties voor de directie', '<p>Trekhaak en panoramadak vallen voortaan binnen de norm.</p>', null, null],
  ], '');

  await insertRows(tx, 'policy_conditions', ['client_id', 'car_arrangement_id', 'group_name', 'title', 'text_html', 'sort_order'], [
    [clientId, null, null, 'Algemene voorwaarden', '<p>Op elke leaseovereenkomst zijn de algemene voorwaarden van de werkgever van toepassing.</p>', 10],
    [clientId, null, null, 'Boetes en verkeersovertredingen', '<p>Boetes komen voor rekening van de berijder.</p>', 20],
    [clientId, lease2026, 'Gebruik', 'Privégebruik', '<p>Privégebruik is toegestaan binnen Nederland en de EU.</p>', 10],
    [clientId, lease2026, 'Gebruik', 'Tanken en laden', '<p>Laden bij voorkeur thuis; de kosten worden maandelijks vergoed.</p>', 20],
    [clientId, lease2026, 'Einde dienstverband', 'Vroegtijdige beëindiging', '<p>Bij uitdiensttreding wordt de auto binnen <strong>30 dagen</strong> ingeleverd.</p>', 10],
  ], '');

  await insertRows(tx, 'order_companies', ['client_id', 'car_arrangement_id', 'name', 'address', 'postal_code', 'city', 'email', 'phone_number', 'fixed_text_html'], [
    [clientId, directie, 'Directielease Nederland B.V.', 'Herengracht 420', '1017 BZ', 'Amsterdam', 'directie@directielease.test', '+31 20 555 0101',
      '<p>Bestellingen onder deze regeling worden binnen <strong>2 werkdagen</strong> bevestigd.</p>'],
  ], '');

  const fietsplan = arrangement('Fietsplan');
  await insertRows(tx, 'components', ['client_id', 'car_arrangement_id', 'component_nr', 'description', 'price'], [
    [clientId, lease2026, 'CMP-WIN', 'Winterbanden', 28],
    [clientId, lease2026, 'CMP-VRV', 'Vervangend vervoer', 12],
    [clientId, lease2026, 'CMP-TNK', 'Tank- en laadpas', null],
    [clientId, directie, 'CMP-WIN', 'Winterbanden', 32],
    [clientId, directie, 'CMP-VRV', 'Vervangend vervoer binnen 4 uur', 18],
    [clientId, fietsplan, 'CMP-VZK', 'Fietsverzekering', 6],
  ], '');

  // The leasing system's option register; a trekhaak there is standard if chosen, so it cannot be linked.
  await insertRows(tx, 'lease_system_option_accessories', ['client_id', 'code', 'description', 'is_standard_if_chosen'], [
    [clientId, 'OPT-NAV', 'Navigatiesysteem', false], [clientId, 'OPT-PAN', 'Panoramadak', false],
    [clientId, 'OPT-TRK', 'Trekhaak', true], [clientId, 'ACC-MAT', 'Rubberen matten', false], [clientId, 'ACC-LAD', 'Laadkabel type 2', false],
  ], '');
  await insertRows(tx, 'option_accessories', ['client_id', 'car_arrangement_id', 'code', 'description', 'is_default_selected', 'price'], [
    [clientId, lease2026, 'OPT-NAV', 'Navigatiesysteem', true, 850],
    [clientId, lease2026, 'ACC-MAT', 'Rubberen matten', true, 95],
    [clientId, lease2026, 'ACC-LAD', 'Laadkabel type 2', false, 240],
    [clientId, directie, 'OPT-PAN', 'Panoramadak', false, 1150],
    [clientId, directie, '', 'Privacyglas achter', false, 395],
    [clientId, fietsplan, '', 'Fietsslot ART-2', true, 79],
  ], '');
  await seedCategoryDetails(tx, clientId);
}

interface SeededBrand {
  brandId: number;
  models: Map<string, number>;
}

/** The catalogue's brands and models by name, seeding it first when it is still empty. */
async function catalogueByBrand(tx: Queryable, now: Date): Promise<Map<string, SeededBrand>> {
  await seedCarCatalogue(tx, now);
  const rows = await tx.query<{ brand_id: number; brand: string; model_id: number; model: string }>(
    'SELECT b.id AS brand_id, b.name AS brand, m.id AS model_id, m.name AS model FROM brands b JOIN models m ON m.brand_id = b.id');
  const byBrand = new Map<string, SeededBrand>();
  for (const r of rows) {
    const entry = byBrand.get(r.brand) ?? { brandId: r.brand_id, models: new Map() };
    entry.models.set(r.model, r.model_id);
    byBrand.set(r.brand, entry);
  }
  return byBrand;
}
