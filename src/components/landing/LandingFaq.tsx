import { Link } from '@tanstack/react-router';
import { faqItems } from '../../domain/content/faq.ts';
import { Accordion } from '../ui/Accordion.tsx';

export function LandingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-6">
      <h2 id="faq-heading" className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <Accordion items={faqItems} />
      <p className="text-slate-700">
        Still have a question?{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4">
          Contact our support
        </Link>
      </p>
    </section>
  );
}
