import { Link, createFileRoute } from '@tanstack/react-router';
import { favoritesText, listingsText, pageTitles } from '../i18n/messages.ts';
import { FavoritesView } from '../components/listings/FavoritesView.tsx';
import { Button } from '../components/ui/Button.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';

export const Route = createFileRoute('/favorites')({ component: FavoritesPage });

function FavoritesPage() {
  useDocumentTitle(pageTitles.favorites);
  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{favoritesText.heading}</h1>
        <Button asChild variant="outline">
          <Link to="/listings">{listingsText.backToListings}</Link>
        </Button>
      </div>
      <FavoritesView />
    </PageContainer>
  );
}
