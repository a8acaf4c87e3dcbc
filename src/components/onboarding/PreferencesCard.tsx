// The onboarding card: the first alert's filters as the filter table offers them to onboarding (the same
// choices as the alert form, 'No limit' where there is none), 'Set Up Room Alert' (Premium only; others are
// sent to /subscription) and 'Skip for now'.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ONBOARDING_ALERT_NAME, SESSION_KEYS } from '../../domain/constants.ts';
import { alertToasts, busyText, onboardingText } from '../../i18n/messages.ts';
import { alertFieldsFromFilters } from '../../domain/listings/alert-filters.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import type { FilterKey } from '../../domain/filters/filter-table.ts';
import { useSavedAlert } from '../../data/account/index.ts';
import { removeFromSessionStorage } from '../../data/browser/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { FilterField, type SetFilter } from '../filters/FilterField.tsx';
import { filterGroups } from '../filters/filter-groups.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { showToast } from '../ui/toast.ts';

export function PreferencesCard({ cities }: { cities: readonly string[] }) {
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const { save } = useSavedAlert();
  const [filters, setFilters] = useState<FilterState>({ ...DEFAULT_FILTERS });
  const [isSaving, setIsSaving] = useState(false);
  const set: SetFilter = (key, value) => setFilters((current) => ({ ...current, [key]: value }));
  const field = (key: FilterKey) => (
    <FilterField
      key={key}
      filterKey={key}
      scope="onboarding"
      filters={filters}
      set={set}
      options={{ cities, housingTypes: [] }}
    />
  );

  const leave = async (to: '/listings' | '/subscription' | '/auth') => {
    removeFromSessionStorage(SESSION_KEYS.needsOnboarding);
    await navigate({ to });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (auth.status !== 'signedIn') return leave('/auth');
    if (!auth.isPremium) {
      showToast(alertToasts.premiumRequired, { destructive: true });
      return leave('/subscription');
    }
    setIsSaving(true);
    try {
      await save({ ...alertFieldsFromFilters(filters), name: ONBOARDING_ALERT_NAME });
      showToast(alertToasts.onboardingWelcome);
      await leave('/listings');
    } catch (error) {
      console.warn('Saving the onboarding alert failed', error);
      showToast(alertToasts.onboardingSaveFailed, { destructive: true });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card aria-labelledby="preferences-heading">
      <form
        noValidate
        data-draft="preferences"
        onSubmit={(event) => void handleSubmit(event)}
        className="flex flex-col gap-4"
      >
        <h2 id="preferences-heading" className="text-xl font-semibold">
          {onboardingText.preferencesHeading}
        </h2>
        <p className="text-slate-700">{onboardingText.intro}</p>
        {filterGroups('onboarding').map((group) =>
          group.kind === 'single' ? (
            field(group.key)
          ) : (
            <div key={group.keys.join()} className="grid gap-4 sm:grid-cols-2">
              {group.keys.map(field)}
            </div>
          ),
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? busyText.saving : onboardingText.setUp}
          </Button>
          <Button variant="ghost" onClick={() => void leave('/listings')}>
            {onboardingText.skip}
          </Button>
        </div>
      </form>
    </Card>
  );
}
