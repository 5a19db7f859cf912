/**
 * A mobility container's calls beside the kit's (spec 02 §7 "Mobility"), as the contract spells them below /api-admin.
 * `container` is also the kit's path (contract/areas/mobility-container.ts reads it from here): kept in this light table
 * for the app's calls the main layout prefetches (the selection's list), which must not import TypeBox.
 */
export const MOBILITY_CONTAINER_PATHS = {
  container: '/mobilitycontainer',
  categories: '/mobilitycontainer/categories',
  products: '/mobilitycontainer/products',
  upload: { logo: '/mobilitycontainer/uploadlogo', favicon: '/mobilitycontainer/uploadfavicon' },
} as const;
