// Vitest setup of the app project (vitest.config.ts): the app's i18next speaks English (the spec's texts),
// as the app does once main.tsx has loaded the catalogue, and before the file is collected (its it.each
// tables name texts). A test that needs Dutch switches with speakLanguage('nl'). The server's tests run
// without it, as the server does.
import { speakLanguage } from '../../src/i18n/i18n.ts';

await speakLanguage('en', { withPages: true });
