import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RequireSignedIn } from '../components/auth/RequireSignedIn.tsx';
import { PreferencesCard } from '../components/onboarding/PreferencesCard.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { hasSavedAlert } from '../data/account/index.ts';
import { useOptionLists } from '../data/workers/index.ts';
import { useAtomValue } from '../state/store.ts';
import { authAtom } from '../state/auth.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { onboardingText, pageTitles } from '../i18n/messages.ts';

export const Route = createFileRoute('/onboarding')({ component: OnboardingPage });

function OnboardingPage() {
  useDocumentTitle(pageTitles.onboarding);
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const { cities } = useOptionLists();

  // A member who already has an alert has nothing to set up; a failed check is ignored.
  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    void hasSavedAlert(userId)
      .then((hasAlert) => {
        if (hasAlert && isCurrent) void navigate({ to: '/listings', replace: true });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [userId, navigate]);

  return (
    <RequireSignedIn>
      <PageContainer className="flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold">{onboardingText.heading}</h1>
        <PreferencesCard cities={cities} />
      </PageContainer>
    </RequireSignedIn>
  );
}
