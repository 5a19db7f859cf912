import type { VersionedClientSetting } from '../../api/clientsetting';
import type { FieldValues } from '../../api/resource';
import type { ClientSettingUpdate } from '../../../contract/types/core';
import type { ClientTheme } from '../../app/theme';
import { clientSettingFields } from '../../../contract/areas/provider-client';
import { limitsOf } from '../../lib/contract-limits';

/**
 * The form's text fields of a client setting (spec 01 §3), in the order the screen shows them, with the maximum length
 * and whether it is required as the client's contract says (contract/areas/provider-client.ts clientSettingFields).
 */
export const TEXT_FIELDS = ([
  { name: 'displayName', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'phoneNumber', type: 'tel' },
  { name: 'primaryFontFamily', type: 'text' },
] as const).map((field) => {
  const { maxLength = 0, required } = limitsOf(clientSettingFields, field.name);
  return { ...field, maxLength, required };
});
export const COLOUR_FIELDS = ['primaryColor', 'secondaryColor'] as const;

/** The record the form machine holds: id, version and the values the form edits (languages as ticks and a default). */
export function settingRecord(setting: VersionedClientSetting): FieldValues & { id: number; version: number } {
  return {
    id: setting.id,
    version: setting.version,
    displayName: setting.displayName,
    email: setting.email,
    phoneNumber: setting.phoneNumber,
    primaryColor: setting.primaryColor,
    secondaryColor: setting.secondaryColor,
    primaryFontFamily: setting.primaryFontFamily,
    languageIds: setting.languages.map((language) => language.id).sort((a, b) => a - b),
    defaultLanguageId: setting.languages.find((language) => language.isDefault)?.id ?? null,
  };
}

/** What PUT /clientsetting gets: the edited fields and the client's languages, exactly one of them the default. */
export function settingBody(values: FieldValues): ClientSettingUpdate {
  const ids = Array.isArray(values.languageIds) ? (values.languageIds as number[]) : [];
  return {
    displayName: String(values.displayName ?? '').trim(),
    email: String(values.email ?? '').trim(),
    phoneNumber: String(values.phoneNumber ?? '').trim(),
    primaryColor: String(values.primaryColor ?? ''),
    secondaryColor: String(values.secondaryColor ?? ''),
    primaryFontFamily: String(values.primaryFontFamily ?? '').trim(),
    languages: ids.map((id) => ({ id, isDefault: id === values.defaultLanguageId })),
  };
}

/** The theme the values describe: what the live preview shows before anything is saved. */
export function themeOf(values: FieldValues): ClientTheme {
  return { primaryColor: String(values.primaryColor ?? ''), secondaryColor: String(values.secondaryColor ?? ''), primaryFontFamily: String(values.primaryFontFamily ?? '') };
}

/**
 * Ticking or unticking a language keeps the default among the ticked ones: unticking the default hands it to the
 * first language still ticked, and the first language ticked becomes the default. Answers the changes to send.
 */
export function languageTicked(values: FieldValues, id: number, ticked: boolean): Array<[name: string, value: unknown]> {
  const current = Array.isArray(values.languageIds) ? (values.languageIds as number[]) : [];
  const ids = (ticked ? [...new Set([...current, id])] : current.filter((other) => other !== id)).sort((a, b) => a - b);
  const keeps = ids.includes(values.defaultLanguageId as number);
  return [['languageIds', ids], ...(keeps ? [] : [['defaultLanguageId', ids[0] ?? null] as [string, unknown]])];
}

/** Fields a save needs before it is sent: what is required and empty (the server's rules come back as its reasons). */
export function missingFields(values: FieldValues): string[] {
  const missing: string[] = TEXT_FIELDS.filter((field) => field.required && String(values[field.name] ?? '').trim() === '').map((field) => field.name);
  if (!Array.isArray(values.languageIds) || values.languageIds.length === 0) missing.push('languages');
  return missing;
}
