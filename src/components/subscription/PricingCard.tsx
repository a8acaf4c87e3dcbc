import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { PREMIUM_PRICE_EUR_PER_MONTH } from '../../domain/constants.ts';
import { pageTexts } from '../../i18n/page-texts.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { useSubscriptionActions } from './useSubscriptionActions.ts';
import { pricingText } from '../../i18n/messages.ts';

/** The Premium offer, with the action that fits the visitor: sign in, upgrade, or manage. */
export function PricingCard() {
  const auth = useAtomValue(authAtom);
  const isPremium = auth.status === 'signedIn' && auth.isPremium;
  const { upgrade, manage, isBusy } = useSubscriptionActions();
  return (
    <Card aria-labelledby="premium-heading" className="flex flex-col gap-4 border-brand-700">
      <div className="flex items-center justify-between">
        <h2 id="premium-heading" className="text-2xl font-bold">
          Premium
        </h2>
        {isPremium ? (
          <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            {pricingText.active}
          </span>
        ) : null}
      </div>
      <p>
        <span className="text-4xl font-bold">{pricingText.price({ price: PREMIUM_PRICE_EUR_PER_MONTH })}</span>{' '}
        <span className="text-slate-700">{pricingText.perMonth}</span>
      </p>
      <ul className="flex flex-col gap-2">
        {pageTexts('pricing').premiumFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{pageTexts('pricing').filtersFree}</p>
      {auth.status !== 'signedIn' ? (
        <Button asChild>
          <Link to="/auth">{pricingText.signInToUpgrade}</Link>
        </Button>
      ) : isPremium ? (
        <Button variant="outline" disabled={isBusy} onClick={() => void manage('new-tab')}>
          {pricingText.manageSubscription}
        </Button>
      ) : (
        <>
          <Button disabled={isBusy} onClick={() => void upgrade()}>
            {pricingText.upgrade}
          </Button>
          <p className="text-center text-sm text-slate-600">{pricingText.cancelAnytime}</p>
        </>
      )}
    </Card>
  );
}
