// Whether the follow-up's texts (a catalogue namespace of their own, kept out of the first screens' script)
// are loaded in the language in use; loads them on first use and renders again once they are.
import { useEffect, useState } from 'react';
import { isFollowUpTextsLoaded, loadFollowUpTexts } from '../../i18n/i18n.ts';
import { useLanguage } from '../../state/language.ts';

export function useFollowUpTexts(): boolean {
  const language = useLanguage();
  const [, setLoads] = useState(0);
  const isLoaded = isFollowUpTextsLoaded(language);
  useEffect(() => {
    if (isLoaded) return;
    let isCurrent = true;
    loadFollowUpTexts(language)
      .then(() => isCurrent && setLoads((loads) => loads + 1))
      .catch((error: unknown) => console.warn('The follow-up texts did not load', error));
    return () => {
      isCurrent = false;
    };
  }, [language, isLoaded]);
  return isLoaded;
}
