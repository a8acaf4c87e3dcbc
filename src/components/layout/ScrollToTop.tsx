import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Scrolls to the top whenever the path changes (product spec section 2). */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
