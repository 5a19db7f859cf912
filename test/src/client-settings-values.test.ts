import { describe, expect, it } from 'vitest';
import { languageTicked, missingFields, settingBody, settingRecord } from '../../src/features/client-settings/client-settings-values';
import type { VersionedClientSetting } from '../../src/api/clientsetting';

const language = (id: number, isDefault: boolean, culture: string) => ({ id, isDefault, displayName: culture, culture: { languageCulture: culture } });
const stored: VersionedClientSetting = {
  id: 1, version: 4, name: 'demo', displayName: 'Demo', email: 'info@demo.test', phoneNumber: '', logoUrl: null, faviconUrl: null,
  countryCarData: 'NL', primaryColor: '#0b5cad', secondaryColor: '#f5a623', primaryFontFamily: 'Inter', currency: 'EUR',
  languages: [language(3, false, 'en-EN'), language(1, true, 'nl-NL')],
};

describe('client settings values', () => {
  it('edits the languages as ticks and a default, and sends them back as the server takes them', () => {
    const values = settingRecord(stored);
    expect(values).toMatchObject({ id: 1, version: 4, languageIds: [1, 3], defaultLanguageId: 1 });
    expect(settingBody({ ...values, displayName: '  Demo B.V. ' })).toEqual({
      displayName: 'Demo B.V.', email: 'info@demo.test', phoneNumber: '', primaryColor: '#0b5cad', secondaryColor: '#f5a623',
      primaryFontFamily: 'Inter', languages: [{ id: 1, isDefault: true }, { id: 3, isDefault: false }],
    });
  });

  it('keeps the default among the ticked languages', () => {
    const values = settingRecord(stored);
    expect(languageTicked(values, 5, true)).toEqual([['languageIds', [1, 3, 5]]]);
    // Unticking the default hands it to the first language still ticked.
    expect(languageTicked(values, 1, false)).toEqual([['languageIds', [3]], ['defaultLanguageId', 3]]);
    expect(languageTicked({ languageIds: [], defaultLanguageId: null }, 6, true)).toEqual([['languageIds', [6]], ['defaultLanguageId', 6]]);
  });

  it('names what a save needs before anything is sent', () => {
    expect(missingFields(settingRecord(stored))).toEqual([]);
    expect(missingFields({ ...settingRecord(stored), displayName: '  ', email: '', languageIds: [] })).toEqual(['displayName', 'email', 'languages']);
  });
});
