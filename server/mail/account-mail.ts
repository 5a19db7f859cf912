import type { Locale } from '../../contract/types/core';
import { clientLanguageSql, serverTexts } from '../texts';
import type { Queryable } from '../db/db';
import type { OutgoingMail } from './outbox';
import nlNL from '../../locales/nl-NL/accountMail.json';
import nlBE from '../../locales/nl-BE/accountMail.json';
import enEN from '../../locales/en-EN/accountMail.json';
import frFR from '../../locales/fr-FR/accountMail.json';
import deDE from '../../locales/de-DE/accountMail.json';
import plPL from '../../locales/pl-PL/accountMail.json';

/**
 * Mail to an administrator account (not a driver): the invitation with its single-use link. Its words are the
 * `accountMail` namespace of the six locales, in the client's default language (an account has no language of
 * its own), through i18next like every other text. A provider may still write a template of type 3
 * (render.ts MAIL_TYPES.invitation) with the variables account.firstName, account.surname, account.email,
 * client.name and invitation.url; without one these texts are sent.
 */
const textsIn = serverTexts('accountMail', { 'nl-NL': nlNL, 'nl-BE': nlBE, 'en-EN': enEN, 'fr-FR': frFR, 'de-DE': deDE, 'pl-PL': plPL });

interface AccountFacts {
  email: string;
  first_name: string;
  surname: string;
  client_name: string;
  language: Locale | null;
}

export async function invitationMail(tx: Queryable, clientId: number, accountId: number, link: string, hours: number): Promise<OutgoingMail> {
  const [account] = await tx.query<AccountFacts>(
    `SELECT a.email_address AS email, a.first_name, trim(concat_ws(' ', NULLIF(a.prefix_surname, ''), a.surname)) AS surname,
            c.display_name AS client_name,
            ${clientLanguageSql('a.client_id')} AS language
     FROM accounts a JOIN clients c ON c.id = a.client_id WHERE a.client_id = $1 AND a.id = $2`, [clientId, accountId]);
  const facts = account!;
  const t = textsIn(facts.language);
  const name = [facts.first_name, facts.surname].filter(Boolean).join(' ') || facts.email;
  const words = { name, client: facts.client_name, link, hours };
  return {
    to: facts.email, type: 'invitation', language: facts.language,
    values: { 'account.firstName': facts.first_name, 'account.surname': facts.surname, 'account.email': facts.email, 'client.name': facts.client_name, 'invitation.url': link },
    fallback: { subject: t('invitation.subject', words), text: t('invitation.text', words) },
  };
}
