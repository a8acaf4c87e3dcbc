import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { listingsText } from '../domain/messages.ts';
import { Button } from '../components/ui/Button.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';

/** Listing ids are positive whole numbers; anything else is the 404 page. */
const LISTING_ID = /^[1-9]\d{0,15}$/;

export const Route = createFileRoute('/listing/$id')({
  beforeLoad: ({ params }) => {
    if (!LISTING_ID.test(params.id)) throw notFound();
  },
  component: ListingDetailPage,
});

function ListingDetailPage() {
  const { id } = Route.useParams();
  return (
    <PageContainer className="flex flex-col gap-6">
      <Button asChild variant="outline" className="self-start">
        <Link to="/listings">{listingsText.backToListings}</Link>
      </Button>
      <h1 className="text-3xl font-bold">Listing {id}</h1>
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        This listing is not stored on this device yet. It appears here after the first sync.
      </p>
    </PageContainer>
  );
}
