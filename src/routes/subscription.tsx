import { Link, createFileRoute } from '@tanstack/react-router';
import { loadPageTexts } from '../i18n/i18n.ts';
import { pageTexts } from '../i18n/page-texts.ts';
import { ComparisonTable } from '../components/subscription/ComparisonTable.tsx';
import { PricingCard } from '../components/subscription/PricingCard.tsx';
import { usePaymentReturn } from '../components/subscription/usePaymentReturn.ts';
import { Accordion } from '../components/ui/Accordion.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useAtomValue } from '../state/store.ts';
import { isSignedInAtom } from '../state/auth.ts';
import { useDocumentTitle } from '../components/layout/useDocumentTitle.ts';
import { listingToasts, navText, pageTitles, pricingText } from '../i18n/messages.ts';

/** `reason=original-post`: a member without Premium came from 'View Original Post'. */
type SubscriptionSearch = { success?: boolean; canceled?: boolean; reason?: 'original-post' };

const isTrue = (value: unknown) => value === true || value === 'true';

export const Route = createFileRoute('/subscription')({
  validateSearch: (search: Record<string, unknown>): SubscriptionSearch => ({
    success: isTrue(search.success) ? true : undefined,
    canceled: isTrue(search.canceled) ? true : undefined,
    reason: search.reason === 'original-post' ? 'original-post' : undefined,
  }),
  loader: () => loadPageTexts(),
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  useDocumentTitle(isSignedIn ? pageTitles.subscription : pageTitles.pricing);
  const search = Route.useSearch();
  usePaymentReturn(search);
  return (
    <PageContainer className="flex flex-col gap-12">
      <div className="flex flex-col gap-3 text-center">
        <h1 className="text-4xl font-bold">{isSignedIn ? navText.subscription : navText.pricing}</h1>
        <p className="text-lg text-slate-700">{pricingText.tagline}</p>
      </div>
      {search.reason === 'original-post' ? (
        <p
          role="status"
          className="mx-auto w-full max-w-md rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <strong className="block font-semibold">{listingToasts.originalPostPremiumRequired.title}</strong>
          {listingToasts.originalPostPremiumRequired.description}
        </p>
      ) : null}
      <div className="mx-auto w-full max-w-md">
        <PricingCard />
      </div>
      <section aria-labelledby="compare-heading" className="flex flex-col gap-4">
        <h2 id="compare-heading" className="text-2xl font-bold">
          {pricingText.withAndWithout}
        </h2>
        <ComparisonTable />
      </section>
      <section aria-labelledby="guarantees-heading" className="flex flex-col gap-4">
        <h2 id="guarantees-heading" className="text-2xl font-bold">
          {pricingText.guarantees}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {pageTexts('pricing').guarantees.map((item) => (
            <Card key={item.title}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="pricing-faq-heading" className="flex flex-col gap-4">
        <h2 id="pricing-faq-heading" className="text-2xl font-bold">
          {pricingText.questions}
        </h2>
        <Accordion items={pageTexts('pricing').faq} />
      </section>
      <div className="text-center">
        <Button asChild variant="outline">
          <Link to="/listings">{pricingText.backToListings}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
