import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { showListingsLabel } from '../../domain/listing-count.ts';
import { useLandingListingCount } from '../../data/listing-count.ts';
import { Button } from '../ui/Button.tsx';

export function ShowListingsButton() {
  const { state, lastKnownCount } = useLandingListingCount();
  return (
    <Button asChild className="px-6 py-3 text-base">
      <Link to="/listings">
        {showListingsLabel(state, lastKnownCount)}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </Button>
  );
}
