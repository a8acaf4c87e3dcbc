import { createFileRoute } from '@tanstack/react-router';
import { SUPPORT_EMAIL } from '../domain/constants.ts';
import { ContactForm } from '../components/static/ContactForm.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { pageTitles } from '../domain/messages.ts';

export const Route = createFileRoute('/contact')({ component: ContactPage });

function ContactPage() {
  useDocumentTitle(pageTitles.contact);
  return (
    <PageContainer className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <p className="text-slate-700">
        Personal support from the people who build RoomRadar. Write to us here or at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-4">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <Card>
        <ContactForm />
      </Card>
    </PageContainer>
  );
}
