import type { Queryable } from './db';
import { insertRows } from './sql';
import { sanitizeRichText } from '../rich-text';

/**
 * The provider's release notes for the application (product code OMR, issue 18 point 4): a few releases of the past
 * year, newest last here so their ids follow their versions; the notes page orders them by version anyway. Every
 * demo account has yet to open them, so the top bar's release icon starts with a count.
 */
const NOTES: readonly (readonly [version: string, type: string, subject: string, remark: string, daysAgo: number])[] = [
  ['2025.9', 'feature', 'Mobiliteitsbudget per container',
    '<p>Naast autoregelingen kun je nu ook een <strong>mobiliteitsbudget</strong> aanbieden.</p>'
    + '<ul><li>Maak containers aan met eigen categorieën en budgetten.</li><li>Koppel producten: een autoregeling of een mobiliteitskaart.</li></ul>', 300],
  ['2025.12', 'improvement', 'Snellere chauffeurslijst',
    '<p>De chauffeurslijst laadt nu ook bij tienduizenden chauffeurs binnen een seconde.</p>'
    + '<ul><li>Filters blijven bewaard in de adresbalk.</li><li>Zoeken werkt op naam en e-mailadres tegelijk.</li></ul>', 200],
  ['2026.2', 'fix', 'Leaseprijs bij vaste prijzen',
    '<p>Bij een auto met een <em>vaste leaseprijs</em> toonde de lijst soms de berekende prijs. Dat is opgelost.</p>', 120],
  ['2026.9', 'feature', 'E-mails in de taal van de bestuurder',
    '<p>Welkomst-, bestel- en inlogmails gaan nu in de taal van de bestuurder.</p>'
    + '<ol><li>Schrijf een sjabloon voor een van de zes talen.</li><li>Kies per bestuurder de taal van e-mails.</li>'
    + '<li>Zonder eigen taal geldt de standaardtaal van de klant.</li></ol>', 40],
  ['2026.10.1', 'fix', 'Afwijkingen op CO2 en energielabel',
    '<p>Een afwijking op energielabel werd bij sommige categorieën niet meegeteld. Controleer je afwijkingen na deze update.</p>'
    + '<ul><li>Zie <a href="/arrangement/deviation">Afwijkingen</a> voor het overzicht.</li></ul>', 10],
];

/** `now` anchors when each was published. */
export async function seedReleaseNotes(tx: Queryable, now: Date): Promise<void> {
  await insertRows(tx, 'release_notes', ['type', 'date', 'subject', 'remark_html', 'created_at'],
    NOTES.map(([version, type, subject, remark, daysAgo]) => [type, version, subject, sanitizeRichText(remark), new Date(now.getTime() - daysAgo * 86_400_000)]), '');
}
