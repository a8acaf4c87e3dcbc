import { useState } from 'react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { loadSitePageTexts } from '../i18n/i18n.ts';
import { Button } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { unsubscribeFromAlerts } from '../data/account/index.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { pageTitles, unsubscribeText } from '../i18n/messages.ts';

type UnsubscribeSearch = { token?: string };

export const Route = createFileRoute('/unsubscribe')({
  // Its texts are a namespace of their own (with the account page's).
  loader: () => loadSitePageTexts(),
  validateSearch: (search: Record<string, unknown>): UnsubscribeSearch => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: UnsubscribePage,
});

/** Where an alert mail's unsubscribe link leads: nothing changes until the member confirms. */
function UnsubscribePage() {
  useDocumentTitle(pageTitles.unsubscribe);
  const { token } = Route.useSearch();
  const [state, setState] = useState<{ status: 'asking' | 'working' | 'done' } | { status: 'failed'; message: string }>(
    { status: 'asking' },
  );

  const confirm = async () => {
    setState({ status: 'working' });
    const problem = await unsubscribeFromAlerts(token ?? '');
    setState(problem ? { status: 'failed', message: problem } : { status: 'done' });
  };

  return (
    <PageContainer className="flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{unsubscribeText.heading}</h1>
      <Card className="flex flex-col items-start gap-4">
        {state.status === 'done' ? (
          <>
            <p role="status">{unsubscribeText.done}</p>
            <Link to="/get-room-alerts" className="font-medium text-brand-700 underline underline-offset-4">
              {unsubscribeText.manage}
            </Link>
          </>
        ) : (
          <>
            <p>{unsubscribeText.question}</p>
            {state.status === 'failed' ? (
              <p role="alert" className="text-red-700">
                {state.message}
              </p>
            ) : null}
            <Button disabled={!token || state.status === 'working'} onClick={() => void confirm()}>
              {state.status === 'working' ? unsubscribeText.unsubscribing : unsubscribeText.unsubscribe}
            </Button>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
