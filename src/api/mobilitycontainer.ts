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
 * Only with the mobility licence (isMobilityModuleEnabled); otherwise 403.
 */
import type { Envelope, MobilityContainer } from './types';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';

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
