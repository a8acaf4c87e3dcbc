import { Link, createFileRoute } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { favoritesText, listingsText } from '../domain/messages.ts';
import { Button } from '../components/ui/Button.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { useAtomValue } from '../state/store.ts';
import { authAtom } from '../state/auth.ts';

export const Route = createFileRoute('/favorites')({ component: FavoritesPage });

function FavoritesPage() {
  const auth = useAtomValue(authAtom);
  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{favoritesText.heading}</h1>
        <Button asChild variant="outline">
          <Link to="/listings">{listingsText.backToListings}</Link>
        </Button>
      </div>
      {auth.status === 'loading' ? <Spinner label={favoritesText.loading} /> : null}
      {auth.status === 'signedOut' ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
          <Heart className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{favoritesText.signInRequired}</h2>
          <p className="text-slate-700">{favoritesText.signInRequiredDescription}</p>
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      ) : null}
    </PageContainer>
  );
}
