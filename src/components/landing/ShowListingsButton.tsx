import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '../ui/Button.tsx';

type Props = { label: string };

/** 'Show N listings' (or 'Loading listings...', 'View listings'): to /listings with the session's filters. */
export function ShowListingsButton({ label }: Props) {
  return (
    <Button asChild className="px-6 py-3 text-base">
      <Link to="/listings">
        {label}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </Button>
  );
}
