import { Link } from '@tanstack/react-router';
import { Accordion } from '../ui/Accordion.tsx';
import { faqText, landingText } from '../../i18n/messages.ts';

export function LandingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-6">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {landingText.faqHeading}
      </h2>
      <Accordion items={faqText.items} />
      <p className="text-slate-700">
        {landingText.stillQuestion}{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4">
          {landingText.contactSupport}
        </Link>
      </p>
    </section>
  );
}
