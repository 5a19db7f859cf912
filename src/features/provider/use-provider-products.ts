import { fetchProducts } from '../../api/provider';
import { useLoad } from './use-load';

/** The provider's products (GET /{product}/products) for the app switcher, read once it is shown. */
export const useProviderProducts = (enabled: boolean) => useLoad(enabled ? 'products' : null, (signal) => fetchProducts({ signal }));
