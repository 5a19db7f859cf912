import { FetchError, ofetch } from 'ofetch';
import { Type, type Static, type TSchema } from 'typebox';
import { Check } from 'typebox/value';
import { leaseSystemUnavailable, type LeaseSystemAdapter, type LeaseSystemClient } from './adapter';

/**
 * A real lease system over HTTP (LEASE_SYSTEM_URL, bearer LEASE_SYSTEM_TOKEN; config.ts). It is asked per client
 * debtor, in its own (Dutch) field names, which are mapped to ours here:
 *
 *   GET {url}/debtors/{debtor}/mantels                          → [{ mantelNummer, omschrijving, actief }]
 *   GET {url}/debtors/{debtor}/mantels/{mantel}/contractvormen  → [{ code, omschrijving, geldig }]   (404: unknown mantel)
 *   GET {url}/debtors/{debtor}/mantels/{mantel}/componenten     → [{ componentNr, omschrijving }]     (404: none)
 *   GET {url}/debtors/{debtor}/mantels/{mantel}/opties          → [{ code, omschrijving, standaardIndienGekozen }] (404: none)
 *   GET {url}/debtors/{debtor}/profielen                        → [{ code, omschrijving }]
 *   GET {url}/debtors/{debtor}/berijders/{id}                   → { id, voornaam, tussenvoegsel?, achternaam, email, telefoon?, debiteurNr? } (404: unknown)
 *
 * Every call has a timeout; no answer, an error status or a body of another shape is a 502 naming what failed, so a
 * slow or changed lease system never hangs a request or leaks a 500.
 */
export interface HttpLeaseSystemOptions {
  url: string;
  token: string | undefined;
  timeoutMs: number;
}

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const optionalText = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

const Mantels = Type.Array(Type.Object({ mantelNummer: text(30), omschrijving: text(100), actief: Type.Boolean() }));
const ContractTypes = Type.Array(Type.Object({ code: text(30), omschrijving: text(100), geldig: Type.Boolean() }));
const Profiles = Type.Array(Type.Object({ code: text(30), omschrijving: text(100) }));
const Components = Type.Array(Type.Object({ componentNr: text(30), omschrijving: text(50) }));
const Options = Type.Array(Type.Object({ code: text(30), omschrijving: text(50), standaardIndienGekozen: Type.Boolean() }));
const Driver = Type.Object({
  id: text(40), voornaam: text(100), tussenvoegsel: optionalText(30), achternaam: text(100), email: text(254),
  telefoon: optionalText(30), debiteurNr: optionalText(30),
});

export function httpLeaseSystem({ url, token, timeoutMs }: HttpLeaseSystemOptions): LeaseSystemAdapter {
  const client = ofetch.create({
    baseURL: url, timeout: timeoutMs, retry: 0,
    headers: token ? { authorization: `Bearer ${token}`, accept: 'application/json' } : { accept: 'application/json' },
  });

  /** The answer at `path` in `schema`'s shape; null for a 404 when `missing` allows it. */
  async function get<S extends TSchema>(path: string, schema: S, missing: 'null' | 'fail' = 'fail'): Promise<Static<S> | null> {
    let body: unknown;
    try {
      body = await client(path, { responseType: 'json' });
    } catch (error) {
      if (error instanceof FetchError && error.statusCode === 404 && missing === 'null') return null;
      const status = error instanceof FetchError && error.statusCode ? `status ${error.statusCode}` : 'no answer in time';
      throw leaseSystemUnavailable(`${path} gave ${status}.`);
    }
    if (!Check(schema, body)) throw leaseSystemUnavailable(`${path} answered in an unexpected form.`);
    return body as Static<S>;
  }

  const debtor = (c: LeaseSystemClient) => {
    if (!c.debtorNumber) throw leaseSystemUnavailable('the client has no debtor number, so the lease system cannot find it.');
    return `/debtors/${encodeURIComponent(c.debtorNumber)}`;
  };
  const mantel = (c: LeaseSystemClient, m: string) => `${debtor(c)}/mantels/${encodeURIComponent(m)}`;

  return {
    kind: 'http',
    async mantels(c) {
      const rows = (await get(`${debtor(c)}/mantels`, Mantels))!;
      return rows.map((r) => ({ mantelNumber: r.mantelNummer, description: r.omschrijving, isActive: r.actief }));
    },
    async contractTypes(c, m) {
      const rows = await get(`${mantel(c, m)}/contractvormen`, ContractTypes, 'null');
      return rows && rows.map((r) => ({ code: r.code, description: r.omschrijving, isValid: r.geldig }));
    },
    async profiles(c) {
      return (await get(`${debtor(c)}/profielen`, Profiles))!.map((r) => ({ code: r.code, description: r.omschrijving }));
    },
    async components(c, m) {
      return ((await get(`${mantel(c, m)}/componenten`, Components, 'null')) ?? []).map((r) => ({ componentNr: r.componentNr, description: r.omschrijving }));
    },
    async optionAccessories(c, m) {
      return ((await get(`${mantel(c, m)}/opties`, Options, 'null')) ?? [])
        .map((r) => ({ code: r.code, description: r.omschrijving, isStandardIfChosen: r.standaardIndienGekozen }));
    },
    async driver(c, id) {
      const r = await get(`${debtor(c)}/berijders/${encodeURIComponent(id)}`, Driver, 'null');
      return r && {
        leaseWiseDriverId: r.id, firstName: r.voornaam, prefixSurname: r.tussenvoegsel || null, surname: r.achternaam,
        emailAddress: r.email, telephoneNr: r.telefoon || null, debtorNumber: r.debiteurNr || null,
      };
    },
  };
}
