import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { listingsText } from '../../i18n/messages.ts';
import { Spinner } from '../ui/Spinner.tsx';

type Props = { children: ReactNode };

/** Renders its children for a signed-in member and sends everyone else to /auth. */
export function RequireSignedIn({ children }: Props) {
  const auth = useAtomValue(authAtom);
  if (auth.status === 'loading') return <Spinner label={listingsText.loading} />;
  if (auth.status === 'signedOut') return <Navigate to="/auth" replace />;
  return children;
}
