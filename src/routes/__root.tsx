import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { NotFound } from '../components/layout/NotFound.tsx';
import { OfflineBanner } from '../components/layout/OfflineBanner.tsx';
import { ScrollToTop } from '../components/layout/ScrollToTop.tsx';
import { Toaster } from '../components/ui/Toaster.tsx';
import { UpdatePrompt } from '../components/layout/UpdatePrompt.tsx';
import { useFailedAuthLinkNotice } from '../components/layout/useFailedAuthLinkNotice.ts';
import { navText } from '../i18n/messages.ts';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isAuthPage = pathname === '/auth';
  useFailedAuthLinkNotice(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {navText.skipToContent}
      </a>
      <ScrollToTop />
      <Header />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so content arriving after the first paint (the
          listings, a synced count) never pushes a visible footer down (a layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        <Outlet />
      </main>
      {isAuthPage ? null : <Footer />}
      <Toaster />
      <UpdatePrompt />
    </div>
  );
}
