import { createFileRoute } from '@tanstack/react-router';
import { loadSitePageTexts } from '../i18n/i18n.ts';
import { FeedbackForm } from '../components/static/FeedbackForm.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { footerText, pageTitles, staticText } from '../i18n/messages.ts';

// Its texts are among the site pages' (a namespace its route loads).
export const Route = createFileRoute('/feedback')({ loader: () => loadSitePageTexts(), component: FeedbackPage });

function FeedbackPage() {
  useDocumentTitle(pageTitles.feedback);
  return (
    <PageContainer className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{footerText.feedback}</h1>
      <p className="text-slate-700">{staticText.feedbackIntro}</p>
      <Card>
        <FeedbackForm />
      </Card>
    </PageContainer>
  );
}
