import { createFileRoute } from '@tanstack/react-router';
import { AuthPanel } from '../components/auth/AuthPanel.tsx';

type AuthSearch = { tab?: 'signin' | 'signup'; 'check-onboarding'?: boolean };

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    tab: search.tab === 'signup' ? 'signup' : undefined,
    'check-onboarding': search['check-onboarding'] === true || search['check-onboarding'] === 'true' ? true : undefined,
  }),
  component: AuthPage,
});

function AuthPage() {
  const { tab } = Route.useSearch();
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-slate-50 px-4 py-12">
      {/* Keyed by tab so that following a Sign In / Sign Up link opens the tab it names. */}
      <AuthPanel key={tab ?? 'signin'} initialTab={tab ?? 'signin'} />
    </div>
  );
}
