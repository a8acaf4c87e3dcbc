import { Link, createFileRoute } from '@tanstack/react-router';
import { loadPageTexts, loadSitePageTexts } from '../i18n/i18n.ts';
import { pageTexts } from '../i18n/page-texts.ts';
import { TaggedText } from '../components/ui/TaggedText.tsx';
import { SUPPORT_EMAIL } from '../domain/constants.ts';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { footerText, pageTitles, staticText } from '../i18n/messages.ts';

export const Route = createFileRoute('/about')({
  loader: () => Promise.all([loadPageTexts(), loadSitePageTexts()]),
  component: AboutPage,
});

function AboutPage() {
  useDocumentTitle(pageTitles.about);
  const about = pageTexts('about');
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-10">
      <h1 className="text-3xl font-bold">{staticText.aboutHeading}</h1>
      <section aria-labelledby="story-heading" className="flex flex-col gap-3">
        <h2 id="story-heading" className="text-2xl font-semibold">
          {staticText.ourStory}
        </h2>
        {about.story.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
      <section aria-labelledby="what-heading" className="flex flex-col gap-4">
        <h2 id="what-heading" className="text-2xl font-semibold">
          {staticText.whatWeDo}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {about.whatWeDo.map((item) => (
            <Card key={item.title}>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </Card>
          ))}
        </div>
        <p className="text-slate-700">{staticText.notCovered}</p>
      </section>
      <section aria-labelledby="contact-heading" className="flex flex-col gap-2">
        <h2 id="contact-heading" className="text-2xl font-semibold">
          {footerText.contact}
        </h2>
        <p className="text-slate-700">
          <TaggedText
            text={staticText.aboutContact({ email: SUPPORT_EMAIL })}
            components={{
              form: <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4" />,
              mail: (
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="font-medium text-brand-700 underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
      </section>
    </PageContainer>
  );
}
