/**
 * An arrangement's settings (spec 02 §3 "Arrangement settings", §7 "Arrangement setting"; issue 14 point 3):
 *
 *   GET  /api-admin/cararrangementsetting?carArrangementId={id}  → results[0] every setting (ETag "<version>";
 *        no version while the arrangement has no settings row yet)
 *   PUT  /api-admin/cararrangementsetting  { carArrangementId, ...settings }, If-Match → results[0]; 412 when stale
 *   POST /api-admin/cararrangementsetting/uploadlogo?carArrangementId={id}  one image as form data → results[0];
 *        the same POST without a body removes the logo. PNG, JPEG, GIF or WebP, at most 1 MB (by content).
 *   GET  /api-admin/segments → [{ segmentID, segmentCode, name }], the catalogue segments are chosen from.
 *
 * isActiveOnlineForDrivers is the calculator setting's flag (one truth with the sidebar dot and the banners).
 * Supervisor and above.
 */
import type { Envelope } from '../../contract/types/core';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import type { ArrangementSettings, ArrangementSettingValues, Segment } from '../../contract/types/arrangement-settings';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { versionHeaders } from './resource';
import { postImage } from './image-upload';

const PATH = ARRANGEMENT_PATHS.setting;
const NOUN = 'arrangement setting';

export async function fetchArrangementSettings(carArrangementId: number, { signal }: CallOptions = {}): Promise<ArrangementSettings> {
  return firstResult(await http<Envelope<ArrangementSettings>>(PATH, { query: { carArrangementId }, signal }), NOUN);
}

/** Sends `version` as If-Match (none while the arrangement has no settings row). */
export async function updateArrangementSettings(
  body: { carArrangementId: number } & Partial<ArrangementSettingValues>, version: number | undefined, { signal }: CallOptions = {},
): Promise<ArrangementSettings> {
  return firstResult(await http<Envelope<ArrangementSettings>>(PATH, { method: 'PUT', body, headers: versionHeaders(version), signal }), NOUN);
}

/** Stores `file` as the logo, or removes the logo when null (the contract's POST without a body). */
export async function replaceArrangementLogo(carArrangementId: number, file: File | null, { signal }: CallOptions = {}): Promise<ArrangementSettings> {
  return postImage<ArrangementSettings>(ARRANGEMENT_PATHS.settingLogo, { carArrangementId }, file, NOUN, { signal });
}

export async function fetchSegments({ signal }: CallOptions = {}): Promise<Segment[]> {
  return allResults(await http<Envelope<Segment>>(ARRANGEMENT_PATHS.segments, { signal }));
}
