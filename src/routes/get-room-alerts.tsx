import { Link, createFileRoute } from '@tanstack/react-router';
import { RequireSignedIn } from '../components/auth/RequireSignedIn.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';

export const Route = createFileRoute('/get-room-alerts')({ component: GetRoomAlertsPage });

function GetRoomAlertsPage() {
  return (
    <RequireSignedIn>
      <PageContainer className="flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold">Get Room Alerts</h1>
        <Card aria-labelledby="alert-card-heading">
          <h2 id="alert-card-heading" className="text-xl font-semibold">
            Create Your Alert
          </h2>
          <p className="mt-2 text-slate-700">Premium members get an e-mail as soon as a new listing matches their alert.</p>
          <Link to="/listings" className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-4">
            View Listings
          </Link>
        </Card>
      </PageContainer>
    </RequireSignedIn>
  );
}
