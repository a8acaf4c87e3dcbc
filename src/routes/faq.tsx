import { Link, createFileRoute } from '@tanstack/react-router';
import { Accordion } from '../components/ui/Accordion.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { faqText, pageTitles } from '../i18n/messages.ts';

export const Route = createFileRoute('/faq')({ component: FaqPage });

function FaqPage() {
  useDocumentTitle(pageTitles.faq);
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{faqText.heading}</h1>
      <Accordion items={faqText.items} />
      <p className="text-slate-700">
        {faqText.notFound}{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4">
          {faqText.contactUs}
        </Link>
      </p>
    </PageContainer>
  );
}
