import { createFileRoute } from '@tanstack/react-router';
import { Hero } from '../components/landing/Hero.tsx';
import { LandingFaq } from '../components/landing/LandingFaq.tsx';
import { OnboardingWidget } from '../components/landing/OnboardingWidget.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useAtomValue } from '../state/store.ts';
import { isSignedInAtom } from '../state/auth.ts';

export const Route = createFileRoute('/')({ component: LandingPage });

function LandingPage() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  return (
    <PageContainer className="flex flex-col gap-16">
      <div className="flex flex-col items-start justify-between gap-10 lg:flex-row">
        <Hero />
        {isSignedIn ? null : <OnboardingWidget />}
      </div>
      <LandingFaq />
    </PageContainer>
  );
}
