import { fetchClientLanguages, fetchClients, fetchProviderLanguages } from '../../api/provider';
import { useLoad } from './use-load';

/** /{product}/language: every language of the product with its client count (GET /{product}/language). */
export const useProviderLanguages = () => useLoad('all', (signal) => fetchProviderLanguages({ signal }));

/** The clients to choose from (the customer switcher's list, GET /language/clients). */
export const useLanguageClients = () => useLoad('clients', (signal) => fetchClients({ signal }));

/** The languages one client offers with its default (GET /{product}/language?clientId=); nothing until one is chosen. */
export const useClientLanguages = (clientId: number | null) =>
  useLoad(clientId === null ? null : String(clientId), (signal) => fetchClientLanguages(clientId!, { signal }));
