import { useEffect } from 'react';

/** The persistent 'New version available!' toast with its Update button (product spec section 4). */
export function UpdatePrompt() {
  useEffect(() => {
    void import('./version-updates.ts').then(({ watchForNewVersions }) => watchForNewVersions());
  }, []);
  return null;
}
