// The first-visit script: a few kilobytes that the prerendered /listings page loads beside the app's entry
// and runs as soon as they arrive, so that a new device's first results are asked for while the app's own
// scripts are still downloading (on a phone's network, a second or more). See first-results-early.ts.
import { askFirstResultsEarly } from './data/backend/index.ts';

askFirstResultsEarly(window.location.pathname);
