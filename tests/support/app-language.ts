// Vitest setup: the app's i18next speaks English (the spec's texts) in every test file, as the app does
// once main.tsx has loaded the catalogue, and before the file is collected (its it.each tables name texts).
// A test that needs Dutch switches with speakLanguage('nl').
import { speakLanguage } from '../../src/i18n/i18n.ts';

await speakLanguage('en', { withPages: true });
