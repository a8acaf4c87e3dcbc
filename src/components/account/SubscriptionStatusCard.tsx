import { Link } from '@tanstack/react-router';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { useSubscriptionActions } from '../subscription/useSubscriptionActions.ts';
import { accountText, pricingText } from '../../i18n/messages.ts';

/** Free or Premium, with the way to change it: the portal for Premium (this tab), the pricing page otherwise. */
export function SubscriptionStatusCard() {
  const auth = useAtomValue(authAtom);
  const isPremium = auth.status === 'signedIn' && auth.isPremium;
  const { manage, isBusy } = useSubscriptionActions();
  return (
    <Card aria-labelledby="subscription-status-heading" className="flex flex-col items-start gap-3">
      <h2 id="subscription-status-heading" className="text-xl font-semibold">
        {accountText.subscriptionStatus}
      </h2>
      <p>
        <span
          className={
            isPremium
              ? 'rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900'
              : 'rounded bg-slate-100 px-2 py-1 text-sm font-semibold text-slate-800'
          }
        >
          {isPremium ? 'Premium' : accountText.free}
        </span>
      </p>
      {isPremium ? (
        <Button variant="outline" disabled={isBusy} onClick={() => void manage('this-tab')}>
          {pricingText.manageSubscription}
        </Button>
      ) : (
        <Button asChild>
          <Link to="/subscription">{pricingText.upgrade}</Link>
        </Button>
      )}
    </Card>
  );
}
