/**
 * A mobility container's calls beside the kit's (spec 02 §7 "Mobility"), as the contract spells them below /api-admin.
 * `container` is the kit's own path (contract/areas/mobility-container.ts), repeated here for the app's light calls
 * (the selection's list, prefetched by the main layout), which must not import TypeBox.
 */
export const MOBILITY_CONTAINER_PATHS = {
  container: '/mobilitycontainer',
  categories: '/mobilitycontainer/categories',
  products: '/mobilitycontainer/products',
  upload: { logo: '/mobilitycontainer/uploadlogo', favicon: '/mobilitycontainer/uploadfavicon' },
} as const;
