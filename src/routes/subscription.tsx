import { Link, createFileRoute } from '@tanstack/react-router';
import { guarantees, pricingFaq } from '../domain/content/pricing.ts';
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
import { listingToasts, pageTitles } from '../domain/messages.ts';

/** `reason=original-post`: a member without Premium came from 'View Original Post'. */
type SubscriptionSearch = { success?: boolean; canceled?: boolean; reason?: 'original-post' };

const isTrue = (value: unknown) => value === true || value === 'true';

export const Route = createFileRoute('/subscription')({
  validateSearch: (search: Record<string, unknown>): SubscriptionSearch => ({
    success: isTrue(search.success) ? true : undefined,
    canceled: isTrue(search.canceled) ? true : undefined,
    reason: search.reason === 'original-post' ? 'original-post' : undefined,
  }),
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
        <h1 className="text-4xl font-bold">{isSignedIn ? 'Subscription' : 'Pricing'}</h1>
        <p className="text-lg text-slate-700">One plan. Everything you need to be first to reply.</p>
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
          With and without Premium
        </h2>
        <ComparisonTable />
      </section>
      <section aria-labelledby="guarantees-heading" className="flex flex-col gap-4">
        <h2 id="guarantees-heading" className="text-2xl font-bold">
          Our guarantees
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {guarantees.map((item) => (
            <Card key={item.title}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="pricing-faq-heading" className="flex flex-col gap-4">
        <h2 id="pricing-faq-heading" className="text-2xl font-bold">
          Questions about Premium
        </h2>
        <Accordion items={pricingFaq} />
      </section>
      <div className="text-center">
        <Button asChild variant="outline">
          <Link to="/listings">Back to the Listings</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
