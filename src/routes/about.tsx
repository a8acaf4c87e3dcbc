import { Link, createFileRoute } from '@tanstack/react-router';
import { aboutStory, aboutWhatWeDo } from '../domain/content/about.ts';
import { SUPPORT_EMAIL } from '../domain/constants.ts';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { pageTitles } from '../domain/messages.ts';

export const Route = createFileRoute('/about')({ component: AboutPage });

function AboutPage() {
  useDocumentTitle(pageTitles.about);
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-10">
      <h1 className="text-3xl font-bold">About RoomRadar</h1>
      <section aria-labelledby="story-heading" className="flex flex-col gap-3">
        <h2 id="story-heading" className="text-2xl font-semibold">
          Our story
        </h2>
        {aboutStory.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
      <section aria-labelledby="what-heading" className="flex flex-col gap-4">
        <h2 id="what-heading" className="text-2xl font-semibold">
          What we do
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {aboutWhatWeDo.map((item) => (
            <Card key={item.title}>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </Card>
          ))}
        </div>
        <p className="text-slate-700">
          RoomRadar does not rent out rooms itself, and social housing is not covered: register with the housing
          corporations directly.
        </p>
      </section>
      <section aria-labelledby="contact-heading" className="flex flex-col gap-2">
        <h2 id="contact-heading" className="text-2xl font-semibold">
          Contact
        </h2>
        <p className="text-slate-700">
          Questions or ideas? Use the{' '}
          <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4">
            contact form
          </Link>{' '}
          or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-4">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>
    </PageContainer>
  );
}
