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
import type { Envelope, MobilityContainer } from './types';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { postImage } from './image-upload';
import { createResourceApi, onePath, type VersionedRow } from './resource';

export async function fetchMobilityContainers({ signal }: CallOptions = {}): Promise<MobilityContainer[]> {
  return allResults(await http<Envelope<MobilityContainer>>('/mobilitycontainer', { signal }));
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
  const envelope = await http<Envelope<MobilityContainer>>('/mobilitycontainer', {
    query: { mobilityContainerId: id },
    signal,
  });
  return firstResult(envelope, 'mobility container');
}

/** The container's two images, each its own upload call. */
export type ContainerImage = 'logo' | 'favicon';

/**
 * What the server takes for each image (by content; the picker and the creation flow check the same first,
 * so a file that cannot pass is refused before anything is sent): a logo PNG or JPEG up to 1 MB, a favicon
 * PNG or ICO up to 256 KB.
 */
export const CONTAINER_IMAGE_LIMITS: Readonly<Record<ContainerImage, { maxBytes: number; types: readonly string[]; extensions: readonly string[] }>> = {
  logo: { maxBytes: 1024 * 1024, types: ['image/png', 'image/jpeg'], extensions: ['.png', '.jpg', '.jpeg'] },
  favicon: { maxBytes: 256 * 1024, types: ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'], extensions: ['.png', '.ico'] },
};

/** The picker's `accept`: the types and extensions the server takes. */
export function acceptOf(which: ContainerImage): string {
  const { types, extensions } = CONTAINER_IMAGE_LIMITS[which];
  return [...types, ...extensions].join(',');
}

/** Not empty, within the size, and a type (or, where the browser names none, an extension) the server takes. */
export function isAcceptableImage(which: ContainerImage, file: Pick<File, 'name' | 'size' | 'type'>): boolean {
  const { maxBytes, types, extensions } = CONTAINER_IMAGE_LIMITS[which];
  if (file.size <= 0 || file.size > maxBytes) return false;
  const name = file.name.toLowerCase();
  return file.type ? types.includes(file.type) : extensions.some((extension) => name.endsWith(extension));
}

/** Stores `file` as the container's logo or favicon, or removes it when null; answers the container as stored. */
export async function replaceContainerImage(which: ContainerImage, containerId: number, file: File | null, { signal }: CallOptions = {}): Promise<MobilityContainer> {
  return postImage(`/mobilitycontainer/upload${which}`, { containerId }, file, 'mobility container', { signal });
}

/** A container as the kit reads and writes it: with its version. */
export type MobilityContainerRow = MobilityContainer & VersionedRow;

/** List (with ?q and paging), one by ?mobilityContainerId (ETag), create, update and delete with If-Match. */
export const mobilityContainerApi = createResourceApi<MobilityContainerRow>({
  paths: onePath('/mobilitycontainer'), idParam: 'mobilityContainerId', noun: 'Mobility container',
});

/** GET /mobilitycontainer/categories?mobilityContainerId={id}: one container's categories (as GET /mobilitycategory answers them). */
export async function fetchContainerCategories(mobilityContainerId: number, { signal }: CallOptions = {}): Promise<{ id: number; displayName: string }[]> {
  return allResults(await http<Envelope<{ id: number; displayName: string }>>('/mobilitycontainer/categories', { query: { mobilityContainerId }, signal }));
}
