import { createElement, lazy } from 'react';
import { accountApi, accountName, fetchRoles, saveAccountProducts } from '../api/accounts';
import { fetchCarArrangements } from '../api/cararrangement';
import { fetchMobilityContainers } from '../api/mobilitycontainer';
import { fetchOperatingCompanies } from '../api/operating-companies';
import { fetchProducts } from '../api/provider';
import { ACCOUNT_ROLES, accountContract, type Account } from '../../contract/areas/account';
import { PRODUCT } from '../app/paths';
import { defineArea, type ExtraPanelProps } from './area';
import type { FieldDef } from './area-fields';

type Options = Extract<FieldDef, { kind: 'choice' }>['options'];

const operatingCompanies: Options = async (_, signal) =>
  (await fetchOperatingCompanies({ signal })).map((company) => ({ value: String(company.id), label: company.name }));
const arrangements: Options = async (_, signal) =>
  (await fetchCarArrangements({ signal })).map((arrangement) => ({ value: String(arrangement.id), label: arrangement.displayName }));
const containers: Options = async (_, signal) =>
  (await fetchMobilityContainers({ signal })).map((container) => ({ value: String(container.id), label: container.displayName }));
const products: Options = async (_, signal) =>
  (await fetchProducts({ signal })).map((product) => ({ value: String(product.id), label: product.name }));

/** "Send invitation again" below the form of an account that has not set its password yet. */
const invitationPanel = lazy(async () => {
  const { InvitationPanel } = await import('../screens/component/account-invitation');
  return { default: ({ record }: ExtraPanelProps<Account>) => createElement(InvitationPanel, { account: record }) };
});

/**
 * The client's administrators (spec 02 §3 Account, §6, §7 "Accounts and roles"; issue 18): every account at
 * /component/account, those limited to the selected arrangement at /arrangement/account (a new one made there
 * starts limited to it); supervisor and above. The role is one the server lets this user give (GET /role's
 * assignable ones, never above their own); the scope — operating companies, arrangements — limits what the
 * account reaches (none: the whole client), the containers are its mobility bindings. A new account gets an
 * invitation mail and sets its own password (/auth/grant_access); one that has not yet can be invited again
 * below its form. A master also gives the provider's products, saved after the account (spec 02 §4).
 * Server refusals (duplicate e-mail, "only remaining contact") are the toast catalogue's (spec 01 §8, 20 s).
 */
export const accountArea = defineArea<Account>({
  key: 'account',
  contract: accountContract(PRODUCT),
  api: accountApi,
  variants: 'arrangementReach',
  columns: [
    { name: 'name', value: (row) => accountName(row) },
    { name: 'emailAddress' },
    { name: 'role', format: 'choices', labels: 'account.roles' },
    { name: 'isActive', format: 'yesNo' },
    { name: 'dateLastLogin', format: 'date' },
    { name: 'invitationPending', format: 'yesNo' },
  ],
  fields: [
    { name: 'emailAddress', kind: 'text', type: 'email' },
    { name: 'firstName', kind: 'text' },
    { name: 'prefixSurname', kind: 'text' },
    { name: 'surname', kind: 'text' },
    {
      name: 'role', kind: 'select', choices: ACCOUNT_ROLES, labels: 'account.roles',
      allowed: async (signal) => (await fetchRoles({ signal })).filter((role) => role.assignable).map((role) => role.name),
    },
    { name: 'isActive', kind: 'checkbox' },
    { name: 'receivesOrderEmails', kind: 'checkbox' },
    { name: 'operatingCompanyIds', kind: 'choice', multiple: true, options: operatingCompanies },
    { name: 'carArrangementIds', kind: 'choice', multiple: true, options: arrangements },
    { name: 'mobilityContainerIds', kind: 'choice', multiple: true, options: containers },
    {
      name: 'productIds', kind: 'choice', multiple: true, options: products, feature: 'productMenu', detached: true,
      read: (record) => (Array.isArray(record.amwProducts) ? (record.amwProducts as Account['amwProducts']).map((product) => product.id) : []),
    },
  ],
  defaults: { role: 'subsupervisor', isActive: true },
  // For a master only: the form holds the products only when the access table grants `productMenu` (areaFor).
  afterSave: (saved, values, signal) =>
    Array.isArray(values.productIds) ? saveAccountProducts(saved.id, values.productIds as number[], { signal }) : Promise.resolve(saved),
  // The server's rank and self rules (its account declaration's checks) in the user's language; field refusals show under their field.
  refusals: [
    { key: 'rankAbove', pattern: /^You cannot change an account whose role \((?<role>\w+)\) ranks above your own\.$/ },
    { key: 'roleAbove', pattern: /^You cannot give the role (?<role>\w+): it ranks above your own\.$/ },
    { key: 'deleteSelf', pattern: /^You cannot delete your own account\.$/ },
    { key: 'outsideReach', pattern: /^You administer part of the client only/ },
  ],
  afterCreate: 'list',
  extraPanel: invitationPanel,
});
