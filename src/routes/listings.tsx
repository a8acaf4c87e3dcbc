import { createFileRoute } from '@tanstack/react-router';
import { PageContainer } from '../components/ui/PageContainer.tsx';

export const Route = createFileRoute('/listings')({ component: ListingsPage });

function ListingsPage() {
  return (
    <PageContainer className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Room listings</h1>
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        No listings are stored on this device yet. They appear here after the first sync.
      </p>
    </PageContainer>
  );
}
