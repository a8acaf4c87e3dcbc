import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePageTexts, loadMapScreenTexts } from '../i18n/i18n.ts';
import { AboutYouCard } from '../components/account/AboutYouCard.tsx';
import { AccountDetailsForm } from '../components/account/AccountDetailsForm.tsx';
import { ChangePasswordForm } from '../components/account/ChangePasswordForm.tsx';
import { SubscriptionStatusCard } from '../components/account/SubscriptionStatusCard.tsx';
import { YourDataCard } from '../components/account/YourDataCard.tsx';
import { OfflineMapCard } from '../components/map/OfflineMapCard.tsx';
import { RequireSignedIn } from '../components/auth/RequireSignedIn.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { refreshMemberDetails } from '../data/auth/index.ts';
import { useAtomValue } from '../state/store.ts';
import { authAtom } from '../state/auth.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { navText, pageTitles } from '../i18n/messages.ts';

// The page's texts are a namespace of their own, and the offline map card's are the map's.
export const Route = createFileRoute('/account')({
  loader: () => Promise.all([loadSitePageTexts(), loadMapScreenTexts()]),
  component: AccountPage,
});

function AccountPage() {
  useDocumentTitle(pageTitles.account);
  const auth = useAtomValue(authAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  // The account page checks the subscription on load (product spec section 4).
  useEffect(() => {
    if (userId) void refreshMemberDetails();
  }, [userId]);
  return (
    <RequireSignedIn>
      <PageContainer className="flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold">{navText.myAccount}</h1>
        <SubscriptionStatusCard />
        {auth.status === 'signedIn' ? (
          <AccountDetailsForm
            key={`${auth.user.id}:${auth.user.email}:${auth.user.firstName ?? ''}`}
            user={auth.user}
          />
        ) : null}
        {userId ? <AboutYouCard key={userId} userId={userId} /> : null}
        <ChangePasswordForm />
        <OfflineMapCard />
        <YourDataCard />
      </PageContainer>
    </RequireSignedIn>
  );
}
