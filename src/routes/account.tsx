import { Link, createFileRoute } from '@tanstack/react-router';
import { RequireSignedIn } from '../components/auth/RequireSignedIn.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useAtomValue } from '../state/store.ts';
import { authAtom } from '../state/auth.ts';

export const Route = createFileRoute('/account')({ component: AccountPage });

function AccountPage() {
  return (
    <RequireSignedIn>
      <PageContainer className="flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold">My Account</h1>
        <SubscriptionStatusCard />
      </PageContainer>
    </RequireSignedIn>
  );
}

function SubscriptionStatusCard() {
  const auth = useAtomValue(authAtom);
  const isPremium = auth.status === 'signedIn' && auth.isPremium;
  return (
    <Card aria-labelledby="subscription-status-heading" className="flex flex-col gap-3">
      <h2 id="subscription-status-heading" className="text-xl font-semibold">
        Subscription Status
      </h2>
      <p>
        <span className={isPremium ? 'rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900' : 'rounded bg-slate-100 px-2 py-1 text-sm font-semibold text-slate-800'}>
          {isPremium ? 'Premium' : 'Free'}
        </span>
      </p>
      {isPremium ? null : (
        <Link to="/subscription" className="font-medium text-brand-700 underline underline-offset-4">
          Upgrade to Premium
        </Link>
      )}
    </Card>
  );
}
