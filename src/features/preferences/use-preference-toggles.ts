import { useMemo } from 'react';
import { savePreferences } from '../../api/account';
import type { AccountPreferences } from '../../../contract/types/core';
import { preferencesStore, toggleTheme, toggleWidth } from '../../stores/preferences';

export interface PreferenceToggles {
  toggleWidth(): void;
  toggleTheme(): void;
}

/**
 * The server keeps the choice so it follows the user to another browser (PUT /account/preferences). Only the
 * toggled preference is sent: a user who may not use dark never sends a theme the server would refuse. A failed
 * write is not worth a toast: the change is already shown and kept in this browser.
 */
function store(change: Partial<AccountPreferences>): void {
  void savePreferences(change).catch(() => undefined);
}

/** The profile menu's width and dark toggles (spec 01 §2): applied at once, then stored on the server. */
export function usePreferenceToggles(): PreferenceToggles {
  return useMemo(() => ({
    toggleWidth: () => {
      toggleWidth();
      store({ width: preferencesStore.width });
    },
    toggleTheme: () => {
      toggleTheme();
      store({ theme: preferencesStore.theme });
    },
  }), []);
}
