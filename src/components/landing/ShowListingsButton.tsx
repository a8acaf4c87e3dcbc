import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { showListingsLabel } from '../../domain/listing-count.ts';
import { useMemo } from 'react';
import { useLandingListingCount } from '../../data/listing-count.ts';
import { useAtomValue } from '../../state/store.ts';
import { landingFiltersAtom } from '../../state/landing.ts';
import { Button } from '../ui/Button.tsx';

export function ShowListingsButton() {
  const landing = useAtomValue(landingFiltersAtom);
  const filters = useMemo(() => ({ maxPrice: landing.maxPrice, city: landing.city, housingTypes: [landing.housingType] }), [landing]);
  const { state, lastKnownCount } = useLandingListingCount(filters);
  return (
    <Button asChild className="px-6 py-3 text-base">
      <Link to="/listings">
        {showListingsLabel(state, lastKnownCount)}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </Button>
  );
}
