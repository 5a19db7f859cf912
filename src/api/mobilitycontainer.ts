/**
 * Mobility containers (spec 02 §7 "Mobility"). Endpoint shapes the server answers:
 *
 *   GET /api-admin/mobilitycontainer
 *     → { results: MobilityContainer[], successful: true }  the client's containers, each
 *       { id, displayName, isActive, categories [{id, displayName}], products [{id, displayName, type}],
 *         logoUrl?, faviconUrl? }
 *   GET /api-admin/mobilitycontainer?mobilityContainerId={id}
 *     → { results: [MobilityContainer], successful: true }  404 for an unknown or foreign id
 *
 *   POST/PUT /api-admin/mobilitycontainer, DELETE ?mobilityContainerId={id}: the resource kit's contract
 *     (src/api/resource.ts; supervisor and above; a DELETE while orders exist is refused with a reason)
 *   POST /api-admin/mobilitycontainer/uploadlogo?containerId={id} and /uploadfavicon?containerId={id}
 *     multipart, one file → results[0] the container; the same POST without a body removes it
 *
 * Only with the mobility licence (isMobilityModuleEnabled); otherwise 403.
 */
import type { Envelope } from '../../contract/types/core';
import { MOBILITY_CONTAINER_PATHS } from '../../contract/paths/mobility-container';
import type { MobilityContainer } from '../../contract/types/mobility';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { postImage, type ImageKind } from './image-upload';
import { createResourceApi, onePath, type VersionedRow } from './resource';

/** The container list's address: the selection asks it, and a cold page prefetches it (src/app/route-data.ts). */
export const MOBILITY_CONTAINERS_PATH = MOBILITY_CONTAINER_PATHS.container;

export async function fetchMobilityContainers({ signal }: CallOptions = {}): Promise<MobilityContainer[]> {
  return allResults(await http<Envelope<MobilityContainer>>(MOBILITY_CONTAINERS_PATH, { signal }));
}

/** The container list, or an empty list when it cannot be loaded (like the arrangement list, spec 02 §8). */
export async function fetchMobilityContainersOrEmpty(options: CallOptions = {}): Promise<MobilityContainer[]> {
  try {
    return await fetchMobilityContainers(options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return [];
  }
}

export async function fetchMobilityContainer(id: number, { signal }: CallOptions = {}): Promise<MobilityContainer> {
  const envelope = await http<Envelope<MobilityContainer>>(MOBILITY_CONTAINER_PATHS.container, {
    query: { mobilityContainerId: id },
    signal,
  });
  return firstResult(envelope, 'mobility container');
}

/** The container's two images, each its own upload call; what the server takes is image-upload.ts's IMAGE_LIMITS. */
export type ContainerImage = ImageKind;
export { IMAGE_LIMITS as CONTAINER_IMAGE_LIMITS, imageAccept as acceptOf, isAcceptableImage } from './image-upload';

/** Stores `file` as the container's logo or favicon, or removes it when null; answers the container as stored. */
export async function replaceContainerImage(which: ContainerImage, containerId: number, file: File | null, { signal }: CallOptions = {}): Promise<MobilityContainer> {
  return postImage(MOBILITY_CONTAINER_PATHS.upload[which], { containerId }, file, 'mobility container', { signal });
}

/** A container as the kit reads and writes it: with its version. */
export type MobilityContainerRow = MobilityContainer & VersionedRow;

/** List (with ?q and paging), one by ?mobilityContainerId (ETag), create, update and delete with If-Match. */
export const mobilityContainerApi = createResourceApi<MobilityContainerRow>({
  paths: onePath(MOBILITY_CONTAINER_PATHS.container), idParam: 'mobilityContainerId', noun: 'Mobility container',
});

/** GET /mobilitycontainer/categories?mobilityContainerId={id}: one container's categories (as GET /mobilitycategory answers them). */
export async function fetchContainerCategories(mobilityContainerId: number, { signal }: CallOptions = {}): Promise<{ id: number; displayName: string }[]> {
  return allResults(await http<Envelope<{ id: number; displayName: string }>>(MOBILITY_CONTAINER_PATHS.categories, { query: { mobilityContainerId }, signal }));
}
