// The onboarding card: the alert's filters with numeric inputs held to the spec's bounds, 'Set Up Room Alert'
// (Premium only; others are sent to /subscription) and 'Skip for now'.
import { useState, type FormEvent } from 'react';
import { cityChoices } from '../../domain/listings/option-labels.ts';
import { useNavigate } from '@tanstack/react-router';
import { ONBOARDING_ALERT_NAME, ONBOARDING_BOUNDS, SESSION_KEYS } from '../../domain/constants.ts';
import { alertToasts, busyText, filterText, onboardingText } from '../../domain/messages.ts';
import { alertFieldsFromFilters, DEFAULT_ALERT_FILTERS } from '../../domain/listings/alert-filters.ts';
import { genderChoices, onboardingStayChoices } from '../../domain/listings/filter-choices.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { useSavedAlert } from '../../data/account/index.ts';
import { removeFromSessionStorage } from '../../data/browser/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';

type NumericKey =
  | 'minPrice'
  | 'maxPrice'
  | 'minRoomSize'
  | 'maxRoomSize'
  | 'minHouseSize'
  | 'maxHouseSize'
  | 'minAge'
  | 'maxAge'
  | 'maxRoommates';

/** The number fields; their labels are read when shown, in the language in use. */
const numericFields = (): ReadonlyArray<{ key: NumericKey; label: string; bounds: readonly [number, number] }> => [
  { key: 'minPrice', label: onboardingText.rentFrom, bounds: ONBOARDING_BOUNDS.price },
  { key: 'maxPrice', label: onboardingText.rentTo, bounds: ONBOARDING_BOUNDS.price },
  { key: 'minRoomSize', label: onboardingText.roomSizeFrom, bounds: ONBOARDING_BOUNDS.roomSize },
  { key: 'maxRoomSize', label: onboardingText.roomSizeTo, bounds: ONBOARDING_BOUNDS.roomSize },
  { key: 'minHouseSize', label: onboardingText.houseSizeFrom, bounds: ONBOARDING_BOUNDS.houseSize },
  { key: 'maxHouseSize', label: onboardingText.houseSizeTo, bounds: ONBOARDING_BOUNDS.houseSize },
  { key: 'minAge', label: filterText.ageFrom, bounds: ONBOARDING_BOUNDS.age },
  { key: 'maxAge', label: filterText.ageTo, bounds: ONBOARDING_BOUNDS.age },
  { key: 'maxRoommates', label: onboardingText.maxRoommates, bounds: ONBOARDING_BOUNDS.maxRoommates },
];

function clamp(value: number, [low, high]: readonly [number, number]): number {
  return Math.min(high, Math.max(low, Math.round(value)));
}

export function PreferencesCard({ cities }: { cities: readonly string[] }) {
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const { save } = useSavedAlert();
  const [filters, setFilters] = useState<FilterState>({ ...DEFAULT_ALERT_FILTERS });
  const [drafts, setDrafts] = useState<Partial<Record<NumericKey, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  const setNumber = (key: NumericKey, text: string, bounds: readonly [number, number]) => {
    setDrafts((current) => ({ ...current, [key]: text }));
    const value = Number(text);
    if (text.trim() !== '' && Number.isFinite(value))
      setFilters((current) => ({ ...current, [key]: clamp(value, bounds) }));
  };

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
        <SelectField
          label={filterText.city}
          options={cityChoices(cities)}
          value={filters.city}
          onChange={(event) => setFilters({ ...filters, city: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {numericFields().map(({ key, label, bounds }) => (
            <TextField
              key={key}
              label={label}
              type="number"
              inputMode="numeric"
              min={bounds[0]}
              max={bounds[1]}
              value={drafts[key] ?? String(filters[key])}
              onChange={(event) => setNumber(key, event.target.value, bounds)}
              onBlur={() => setDrafts((current) => ({ ...current, [key]: undefined }))}
            />
          ))}
        </div>
        <SelectField
          label={filterText.genderPreference}
          options={genderChoices}
          value={filters.genderPreference}
          onChange={(event) =>
            setFilters({ ...filters, genderPreference: event.target.value as FilterState['genderPreference'] })
          }
        />
        <SelectField
          label={filterText.durationOfStay}
          options={onboardingStayChoices}
          value={filters.lengthStay}
          onChange={(event) => setFilters({ ...filters, lengthStay: event.target.value as FilterState['lengthStay'] })}
        />
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
