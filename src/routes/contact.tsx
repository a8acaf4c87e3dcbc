import { createFileRoute } from '@tanstack/react-router';
import { loadSitePageTexts } from '../i18n/i18n.ts';
import { TaggedText } from '../components/ui/TaggedText.tsx';
import { SUPPORT_EMAIL } from '../domain/constants.ts';
import { ContactForm } from '../components/static/ContactForm.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { pageTitles, staticText } from '../i18n/messages.ts';

// Its texts are among the site pages' (a namespace its route loads).
export const Route = createFileRoute('/contact')({ loader: () => loadSitePageTexts(), component: ContactPage });

function ContactPage() {
  useDocumentTitle(pageTitles.contact);
  return (
    <PageContainer className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{staticText.contactHeading}</h1>
      <p className="text-slate-700">
        <TaggedText
          text={staticText.contactIntro({ email: SUPPORT_EMAIL })}
          components={{
            mail: (
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-4" />
            ),
          }}
        />
      </p>
      <Card>
        <ContactForm />
      </Card>
    </PageContainer>
  );
}
