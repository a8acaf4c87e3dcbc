// Each screen names itself in the document title (the browser tab, history, bookmarks, screen readers).
// Set after render, so the prerendered pages keep the shell's title until the app runs.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
