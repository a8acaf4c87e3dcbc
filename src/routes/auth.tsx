import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPanel } from '../components/auth/AuthPanel.tsx';
import { showToast } from '../components/ui/toast.ts';
import { authToasts, pageTitles } from '../i18n/messages.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import type { AuthTab } from '../components/auth/AuthPanel.tsx';
import { takeAuthRedirect } from '../data/auth/index.ts';
import { takeListingToReturnTo } from '../data/sharing/index.ts';
import { hasSavedAlert } from '../data/account/index.ts';
import { useAtomValue } from '../state/store.ts';
import { authAtom } from '../state/auth.ts';

type AuthSearch = { tab?: 'signin' | 'signup'; 'check-onboarding'?: boolean };

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    tab: search.tab === 'signup' ? 'signup' : undefined,
    'check-onboarding': search['check-onboarding'] === true || search['check-onboarding'] === 'true' ? true : undefined,
  }),
  component: AuthPage,
});

type Mode = 'tabs' | 'forgot' | 'recovery';
type Arrival = { mode: Mode; linkFailed: string | null; wasSignedIn: boolean };

/** How the page was reached: a recovery link opens the new-password form, a failed link the reset form. */
function arrival(authStatus: string): Arrival {
  const redirect = takeAuthRedirect();
  if (redirect?.errorCode) return { mode: 'forgot', linkFailed: redirect.errorDescription ?? '', wasSignedIn: false };
  return {
    mode: redirect?.type === 'recovery' ? 'recovery' : 'tabs',
    linkFailed: null,
    wasSignedIn: authStatus !== 'signedOut',
  };
}

function AuthPage() {
  const { tab, 'check-onboarding': checkOnboarding } = Route.useSearch();
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const [{ mode, linkFailed, wasSignedIn }] = useState(() => arrival(auth.status));
  useDocumentTitle(tab === 'signup' ? pageTitles.signUp : pageTitles.signIn);
  // The address follows the tab: Sign In is the page's default, so it leaves no parameter behind.
  const changeTab = (next: AuthTab) =>
    void navigate({
      to: '/auth',
      search: (current) => ({ ...current, tab: next === 'signup' ? 'signup' : undefined }),
      replace: true,
    });

  useEffect(() => {
    if (linkFailed !== null)
      showToast(
        { title: authToasts.resetLinkInvalid.title, description: linkFailed || undefined },
        { destructive: true },
      );
  }, [linkFailed]);

  // A visitor who arrives signed in (or signs in through the identity provider) has no business here,
  // except to set a new password from a recovery link. A sign-in on this page navigates by itself.
  useEffect(() => {
    if (auth.status !== 'signedIn' || mode === 'recovery' || !wasSignedIn) return;
    let isCurrent = true;
    const leave = async () => {
      // Back from the identity provider after 'View Original Post' sent the visitor to sign in: to that listing.
      const listingId = takeListingToReturnTo();
      if (listingId !== null) return navigate({ to: '/listing/$id', params: { id: String(listingId) }, replace: true });
      if (!checkOnboarding) return navigate({ to: '/', replace: true });
      const hasAlert = await hasSavedAlert(auth.user.id).catch(() => true);
      if (isCurrent) await navigate({ to: hasAlert ? '/listings' : '/onboarding', replace: true });
    };
    void leave();
    return () => {
      isCurrent = false;
    };
  }, [auth, checkOnboarding, mode, navigate, wasSignedIn]);

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-slate-50 px-4 py-12">
      <AuthPanel tab={tab ?? 'signin'} onTabChange={changeTab} initialMode={mode} />
    </div>
  );
}
