import { createFileRoute } from '@tanstack/react-router';
import { Hero } from '../components/landing/Hero.tsx';
import { LandingFaq } from '../components/landing/LandingFaq.tsx';
import { OnboardingWidget } from '../components/landing/OnboardingWidget.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { showListingsLabel } from '../domain/listing-count.ts';
import { appTexts, pageTitles } from '../i18n/messages.ts';
import { useLandingListingCount } from '../data/workers/index.ts';
import { useAtomValue } from '../state/store.ts';
import { isSignedInAtom } from '../state/auth.ts';

export const Route = createFileRoute('/')({ component: LandingPage });

function LandingPage() {
  useDocumentTitle(pageTitles.landing);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const { state, lastKnownCount } = useLandingListingCount();
  return (
    <PageContainer className="flex flex-col gap-16">
      <div className="flex flex-col items-start justify-between gap-10 lg:flex-row">
        <Hero showListingsLabel={showListingsLabel(state, lastKnownCount, appTexts)} />
        {isSignedIn ? null : <OnboardingWidget />}
      </div>
      <LandingFaq />
    </PageContainer>
  );
}
