// The language the app speaks, for React: re-renders its reader when i18next switches.
import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/language.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
