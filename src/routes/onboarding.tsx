import { Link, createFileRoute } from '@tanstack/react-router';
import { RequireSignedIn } from '../components/auth/RequireSignedIn.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';

export const Route = createFileRoute('/onboarding')({ component: OnboardingPage });

function OnboardingPage() {
  return (
    <RequireSignedIn>
      <PageContainer className="flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold">Welcome</h1>
        <Card aria-labelledby="preferences-heading">
          <h2 id="preferences-heading" className="text-xl font-semibold">
            Set Your Room Preferences
          </h2>
          <p className="mt-2 text-slate-700">Tell us what you are looking for and we will e-mail you new rooms that match.</p>
          <Link to="/listings" className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-4">
            Skip for now
          </Link>
        </Card>
      </PageContainer>
    </RequireSignedIn>
  );
}
