/**
 * The provider level (spec 02 §7 "Provider level"), below /api-admin under the provider's product key; each side
 * passes the key from its own configuration. The client administration (`/{product}/client`) is the kit contract's
 * `providerClient(product)` (contract/areas/provider-client.ts).
 */
export const PROVIDER_PATHS = {
  switchClient: (product: string) => `/${product}/switchclient`,
  language: (product: string) => `/${product}/language`,
  products: (product: string) => `/${product}/products`,
} as const;
