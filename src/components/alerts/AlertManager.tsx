// The alert form of /get-room-alerts and of the listings' alerts view (product spec sections 2, 4, 5, 9):
// every control with its option list, disabled without Premium; 'Your Current Alert' with delete; Save
// Alert / Update Alert / Upgrade to Premium, Delete and View Listings; the channels the alert goes out on,
// and this device's notifications (PushDevicesCard). The alert lives on the device through the sync worker,
// so it shows and changes offline and syncs later.
import { useEffect, useState, type FormEvent } from 'react';
import { cityChoices } from '../../domain/listings/option-labels.ts';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { alertText, alertToasts, busyText, filterText, pricingText, pushText } from '../../domain/messages.ts';
import {
  alertFieldsFromFilters,
  DEFAULT_ALERT_FILTERS,
  filtersFromAlertFields,
} from '../../domain/listings/alert-filters.ts';
import {
  alertChannelChoices,
  alertGenderChoices,
  isAlertChannels,
  type AlertChannels,
  alertHouseSizeFromChoices,
  alertLanguageChoices,
  alertRentFromChoices,
  alertRentToChoices,
  alertRoomSizeFromChoices,
  alertRoomSizeToChoices,
} from '../../domain/listings/alert-choices.ts';
import {
  ageFromChoices,
  ageToChoices,
  houseSizeToChoices,
  recencyChoices,
  roommateChoices,
  stayChoices,
  subrentChoices,
} from '../../domain/listings/filter-choices.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { useSavedAlert } from '../../data/account/index.ts';
import { usePushDevices, type PushDevicesState } from '../../data/push/index.ts';
import { appStore, useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { HousingTypeChoice } from '../filters/HousingTypeChoice.tsx';
import { AlertAreas } from '../areas/AlertAreas.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';
import { summarizeAlert } from './alert-summary.ts';
import { PushDevicesCard } from './PushDevicesCard.tsx';

type Props = { cities: readonly string[]; housingTypes: readonly string[] };

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

export function AlertManager(props: Props) {
  const saved = useSavedAlert();
  const push = usePushDevices();
  const auth = useAtomValue(authAtom);
  const { status, alert } = saved;
  useEffect(() => {
    if (status === 'error') showToast(alertToasts.loadFailed, { destructive: true });
  }, [status]);
  // A newly loaded or saved alert starts the form afresh from it; a missing value returns to its default.
  return (
    <div className="flex flex-col gap-6">
      <AlertForm key={alert ? `${alert.id}:${alert.modified}` : 'none'} {...props} saved={saved} push={push} />
      {auth.status === 'signedIn' ? <PushDevicesCard push={push} isPremium={auth.isPremium} /> : null}
    </div>
  );
}

type FormProps = Props & { saved: ReturnType<typeof useSavedAlert>; push: PushDevicesState };

function AlertForm({ cities, housingTypes, saved, push }: FormProps) {
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const isPremium = auth.status === 'signedIn' && auth.isPremium;
  const { alert, save, remove } = saved;
  const [form, setForm] = useState<FilterState>(() =>
    alert ? filtersFromAlertFields(alert, 'alert') : { ...DEFAULT_ALERT_FILTERS },
  );
  const [channels, setChannels] = useState<AlertChannels>(() =>
    isAlertChannels(alert?.alert_channels) ? alert.alert_channels : 'email',
  );
  const [isSaving, setIsSaving] = useState(false);

  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const numeric = (key: NumericKey, label: string, choices: readonly { value: string; label: string }[]) => (
    <SelectField
      label={label}
      options={choices}
      value={String(form[key])}
      disabled={!isPremium}
      onChange={(event) => set(key, Number(event.target.value))}
    />
  );

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    if (auth.status !== 'signedIn') {
      showToast(alertToasts.loginRequired, { destructive: true });
      await navigate({ to: '/auth' });
      return;
    }
    if (!isPremium) {
      showToast(alertToasts.premiumFeature, { destructive: true });
      return;
    }
    setIsSaving(true);
    try {
      await save({
        ...alertFieldsFromFilters(form),
        alert_channels: channels,
        name: alert?.name ?? alertText.defaultName,
      });
      showToast(alert ? alertToasts.updated : alertToasts.saved);
    } catch (error) {
      console.warn('Saving the alert failed', error);
      showToast(alertToasts.saveFailed, { destructive: true });
    } finally {
      setIsSaving(false);
    }
  };

  const handleDelete = async () => {
    try {
      await remove();
      showToast(alertToasts.deleted);
    } catch (error) {
      console.warn('Deleting the alert failed', error);
      showToast(alertToasts.deleteFailed, { destructive: true });
    }
  };

  const viewListings = async () => {
    if (alert) appStore.set(filtersAtom, { ...filtersFromAlertFields(alert, 'listing'), language: form.language });
    await navigate({ to: '/listings' });
  };

  return (
    <div className="flex flex-col gap-6">
      {alert ? (
        <Card
          aria-labelledby="current-alert-heading"
          className="flex items-start justify-between gap-4 border-brand-700"
        >
          <div>
            <h2 id="current-alert-heading" className="font-semibold">
              {alertText.currentAlert}
            </h2>
            <p className="mt-1 text-slate-700">{summarizeAlert(alert)}</p>
          </div>
          <button
            type="button"
            aria-label={alertText.deleteAlert}
            disabled={!isPremium}
            onClick={() => void handleDelete()}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-50"
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </Card>
      ) : null}
      <Card aria-labelledby="alert-card-heading">
        <form
          noValidate
          data-draft="alert"
          onSubmit={(event) => void handleSave(event)}
          className="@container flex flex-col gap-4"
        >
          <h2 id="alert-card-heading" className="text-xl font-semibold">
            {alert ? alertText.updateHeading : alertText.createHeading}
          </h2>
          {isPremium ? null : <p className="text-slate-700">{alertText.premiumNote}</p>}
          {/* Columns by the card's own width: three in the listings' full-width alerts view, two on the narrower page. */}
          <div className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
            <SelectField
              label={filterText.city}
              options={cityChoices(cities)}
              value={form.city}
              disabled={!isPremium}
              onChange={(event) => set('city', event.target.value)}
            />
            <SelectField
              label={filterText.language}
              options={alertLanguageChoices}
              value={form.language}
              disabled={!isPremium}
              onChange={(event) => set('language', event.target.value)}
            />
            <SelectField
              label={filterText.subrent}
              options={subrentChoices}
              value={form.isSubrent}
              disabled={!isPremium}
              onChange={(event) => set('isSubrent', event.target.value as FilterState['isSubrent'])}
            />
            <SelectField
              label={filterText.postRecency}
              options={recencyChoices}
              value={form.postRecency}
              disabled={!isPremium}
              onChange={(event) => set('postRecency', event.target.value as FilterState['postRecency'])}
            />
            <SelectField
              label={filterText.durationOfStay}
              options={stayChoices}
              value={form.lengthStay}
              disabled={!isPremium}
              onChange={(event) => set('lengthStay', event.target.value as FilterState['lengthStay'])}
            />
            <SelectField
              label={filterText.genderPreference}
              options={alertGenderChoices}
              value={form.genderPreference}
              disabled={!isPremium}
              onChange={(event) => set('genderPreference', event.target.value as FilterState['genderPreference'])}
            />
            {numeric('maxRoommates', filterText.maxRoommates, roommateChoices)}
            <TextField
              label={filterText.availableFrom}
              type="date"
              value={form.availableFrom ?? ''}
              disabled={!isPremium}
              onChange={(event) => set('availableFrom', event.target.value === '' ? null : event.target.value)}
            />
            {numeric('minPrice', filterText.monthlyRentFrom, alertRentFromChoices)}
            {numeric('maxPrice', filterText.monthlyRentTo, alertRentToChoices)}
            {numeric('minRoomSize', filterText.roomSizeFrom, alertRoomSizeFromChoices)}
            {numeric('maxRoomSize', filterText.roomSizeTo, alertRoomSizeToChoices)}
            {numeric('minHouseSize', filterText.houseSizeFrom, alertHouseSizeFromChoices)}
            {numeric('maxHouseSize', filterText.houseSizeTo, houseSizeToChoices)}
            {numeric('minAge', filterText.ageFrom, ageFromChoices)}
            {numeric('maxAge', filterText.ageTo, ageToChoices)}
          </div>
          <div className="flex flex-col gap-2 @lg:max-w-sm">
            <SelectField
              label={pushText.channelsLabel}
              options={alertChannelChoices}
              value={channels}
              disabled={!isPremium}
              onChange={(event) => isAlertChannels(event.target.value) && setChannels(event.target.value)}
            />
            {isPremium && channels !== 'email' && push.devices?.length === 0 ? (
              <p className="text-sm text-amber-800">{pushText.noDeviceWarning}</p>
            ) : null}
          </div>
          <HousingTypeChoice
            options={housingTypes}
            value={form.housingTypes}
            isDisabled={!isPremium}
            onChange={(value) => set('housingTypes', value)}
          />
          <AlertAreas areas={form.areas} isDisabled={!isPremium} onChange={(areas) => set('areas', areas)} />
          <div className="flex flex-wrap gap-3">
            {isPremium || auth.status !== 'signedIn' ? (
              <Button type="submit" disabled={isSaving}>
                {isSaving ? busyText.saving : alert ? alertText.updateAlert : alertText.saveAlert}
              </Button>
            ) : (
              <Button onClick={() => void navigate({ to: '/subscription' })}>{pricingText.upgrade}</Button>
            )}
            {alert ? (
              <Button variant="outline" disabled={!isPremium} onClick={() => void handleDelete()}>
                {alertText.delete}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => void viewListings()}>
              {alertText.viewListings}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
