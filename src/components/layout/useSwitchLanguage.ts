import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { saveProfileLanguage } from '../../data/account/index.ts';
import { rememberLanguage } from '../../data/browser/index.ts';
import { speakLanguage } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/language.ts';

/**
 * Switches the app to `language` where it stands (the page, its filters and the stores stay; the screen is
 * drawn again in the new language), remembers it on the device, and for a member in the profile, so their
 * mails and notifications follow. Saving it to the profile is best effort: offline, the device keeps it.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const auth = useAtomValue(authAtom);
  return async (language) => {
    await speakLanguage(language);
    await rememberLanguage(language);
    if (auth.status === 'signedIn') {
      const error = await saveProfileLanguage(auth.user.id, language);
      if (error) console.warn('Saving the language on the profile failed', error);
    }
  };
}
