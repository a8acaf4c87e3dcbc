// The alert form of /get-room-alerts and of the listings' alerts view (product spec sections 2, 4, 5, 9):
// every filter the filter table offers to alerts, in its order and with its options, disabled without Premium
// (a visitor sees one call to sign in instead); 'Your Current Alert' with delete; Save
// Alert / Update Alert / Upgrade to Premium, Delete and View Listings; the channels the alert goes out on,
// and this device's notifications (PushDevicesCard). Above it, the member's saved searches (SavedSearchList,
// issue 36 item 5: up to five for Premium): the form edits the one chosen there (the first unless another
// is), or makes a new one. The searches live on the device through the sync worker, so they show and change
// offline and sync later.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import {
  alertText,
  alertToasts,
  appTexts,
  busyText,
  pricingText,
  pushText,
  savedSearchText,
} from '../../i18n/messages.ts';
import { alertFieldsFromFilters, filtersFromAlertFields } from '../../domain/listings/alert-filters.ts';
import { alertChannelChoices, isAlertChannels, type AlertChannels } from '../../domain/listings/alert-choices.ts';
import { filtersIn, type FilterKey } from '../../domain/filters/filter-table.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import { MAX_SAVED_SEARCHES } from '../../domain/alerts/saved-searches.ts';
import { useSavedSearches, type SavedSearch, type SavedSearchesState } from '../../data/account/index.ts';
import { usePushDevices, type PushDevicesState } from '../../data/push/index.ts';
import { appStore, useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { alertDraftAtom } from '../../state/alert-draft.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { FilterField, type SetFilter } from '../filters/FilterField.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { showToast } from '../ui/toast.ts';
import { useFollowUpTexts } from '../follow-up/useFollowUpTexts.ts';
import { TextField } from '../ui/TextField.tsx';
import { summarizeAlert } from './alert-summary.ts';
import { PushDevicesCard } from './PushDevicesCard.tsx';

type Props = { cities: readonly string[]; housingTypes: readonly string[] };

// The list is a chunk of its own: the listings' screen (which holds the alerts view) is on a new phone's first
// visit, whose bytes have a budget (tests/build/budgets.ts), and the list shows only to a member with a search.
const SavedSearchList = lazy(() =>
  import('./SavedSearchList.tsx').then(({ SavedSearchList }) => ({ default: SavedSearchList })),
);

/** The housing types and the areas are blocks of their own below the grid of the other filters. */
const isBlock = (key: FilterKey) => key === 'housingTypes' || key === 'areas';

/** Which search the form edits: the first unless the member chose another, or a new one. */
type Editing = { kind: 'first' } | { kind: 'search'; id: string } | { kind: 'new' };

function editedSearch(searches: readonly SavedSearch[], editing: Editing): SavedSearch | null {
  if (editing.kind === 'new') return null;
  const chosen = editing.kind === 'search' ? searches.find((search) => search.id === editing.id) : undefined;
  // A chosen search deleted meanwhile (on another device, say) leaves the form on the first.
  return chosen ?? searches[0] ?? null;
}

export function AlertManager(props: Props) {
  const saved = useSavedSearches();
  const push = usePushDevices();
  const auth = useAtomValue(authAtom);
  const [editing, setEditing] = useState<Editing>({ kind: 'first' });
  const { status, searches } = saved;
  useEffect(() => {
    if (status === 'error') showToast(alertToasts.loadFailed, { destructive: true });
  }, [status]);
  // A search handed over by an empty result starts the form (AlertForm); leaving the alerts lets it go.
  useEffect(() => () => appStore.set(alertDraftAtom, null), []);
  // A visitor gets one clear way in, not a form of controls they cannot use (issue 35 item 11).
  if (auth.status === 'signedOut') return <SignedOutAlerts />;
  const isPremium = auth.status === 'signedIn' && auth.isPremium;
  const alert = editedSearch(searches, editing);

  const switchSearch = async (search: SavedSearch, isOn: boolean) => {
    try {
      await saved.setEnabled(search.id, isOn);
      showToast({ title: (isOn ? savedSearchText.switchedOn : savedSearchText.switchedOff)({ name: search.name }) });
    } catch (error) {
      console.warn('Switching a search failed', error);
      showToast(
        { title: alertToasts.saveFailed.title, description: savedSearchText.switchFailed },
        { destructive: true },
      );
    }
  };
  const deleteSearch = async (search: SavedSearch) => {
    try {
      await saved.remove(search.id);
      if (search.id === alert?.id) setEditing({ kind: 'first' });
      showToast(alertToasts.deleted);
    } catch (error) {
      console.warn('Deleting a search failed', error);
      showToast(alertToasts.deleteFailed, { destructive: true });
    }
  };

  // A newly loaded or saved search starts the form afresh from it; a missing value returns to its default.
  return (
    <div className="flex flex-col gap-6">
      {auth.status === 'signedIn' && searches.length > 0 ? (
        <Suspense fallback={null}>
          <SavedSearchList
            searches={searches}
            editingId={alert?.id ?? null}
            isPremium={isPremium}
            onEdit={(id) => setEditing({ kind: 'search', id })}
            onNew={() => setEditing({ kind: 'new' })}
            onSwitch={(search, isOn) => void switchSearch(search, isOn)}
            onDelete={(search) => void deleteSearch(search)}
          />
        </Suspense>
      ) : null}
      <AlertForm
        key={alert ? `${alert.id}:${alert.modified}` : `new:${searches.length}`}
        {...props}
        alert={alert}
        searchCount={searches.length}
        saved={saved}
        push={push}
        onSaved={(id) => setEditing({ kind: 'search', id })}
        onDeleted={() => setEditing({ kind: 'first' })}
      />
      {auth.status === 'signedIn' ? <PushDevicesCard push={push} isPremium={auth.isPremium} /> : null}
    </div>
  );
}

/** What alerts do, and the one step a visitor takes to get them: sign in (with the spec's 'Login Required'). */
function SignedOutAlerts() {
  const navigate = useNavigate();
  const signIn = async () => {
    showToast(alertToasts.loginRequired, { destructive: true });
    await navigate({ to: '/auth' });
  };
  return (
    <Card aria-labelledby="alerts-sign-in-heading" className="flex flex-col items-start gap-3">
      <h2 id="alerts-sign-in-heading" className="text-xl font-semibold">
        {alertText.signedOutHeading}
      </h2>
      <p className="text-slate-700">{alertText.signedOutBody}</p>
      <Button onClick={() => void signIn()}>{alertText.signInToSetUp}</Button>
    </Card>
  );
}

type FormProps = Props & {
  /** The search the form edits, or null to make a new one. */
  alert: SavedSearch | null;
  /** How many searches the member has (a new one's default name counts on from them). */
  searchCount: number;
  saved: SavedSearchesState;
  push: PushDevicesState;
  onSaved(id: string): void;
  onDeleted(): void;
};

/** A new search's name: the spec's 'My Alert' for the first, 'Search 2' and on for the others. */
const defaultNameFor = (searchCount: number, hasTexts: boolean) =>
  searchCount === 0 || !hasTexts ? alertText.defaultName : savedSearchText.defaultName({ number: searchCount + 1 });

function AlertForm({ cities, housingTypes, alert, searchCount, saved, push, onSaved, onDeleted }: FormProps) {
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const isPremium = auth.status === 'signedIn' && auth.isPremium;
  const hasSearchTexts = useFollowUpTexts();
  // A search handed over by an empty result starts the form, whichever search it is on (the member saves it
  // over that one, or picks 'New search', which starts from it too).
  const draft = useAtomValue(alertDraftAtom);
  const [name, setName] = useState<string | null>(alert?.name ?? null);
  const [form, setForm] = useState<FilterState>(
    () => draft ?? (alert ? filtersFromAlertFields(alert) : { ...DEFAULT_FILTERS }),
  );
  const [channels, setChannels] = useState<AlertChannels>(() =>
    isAlertChannels(alert?.alert_channels) ? alert.alert_channels : 'email',
  );
  const [isSaving, setIsSaving] = useState(false);

  const set: SetFilter = (key, value) => setForm((current) => ({ ...current, [key]: value }));
  const field = (key: FilterKey) => (
    <FilterField
      key={key}
      filterKey={key}
      scope="alert"
      filters={form}
      set={set}
      options={{ cities, housingTypes }}
      isDisabled={!isPremium}
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
      const id = await saved.save(alert?.id ?? null, {
        ...alertFieldsFromFilters(form, 'alert'),
        alert_channels: channels,
        name: name?.trim() || (alert?.name ?? defaultNameFor(searchCount, hasSearchTexts)),
      });
      showToast(alert ? alertToasts.updated : alertToasts.saved);
      onSaved(id);
    } catch (error) {
      console.warn('Saving the alert failed', error);
      const isTooMany = error instanceof Error && /at most \d+ saved searches/.test(error.message);
      showToast(
        isTooMany && hasSearchTexts
          ? { title: savedSearchText.tooMany, description: savedSearchText.limitReached({ max: MAX_SAVED_SEARCHES }) }
          : alertToasts.saveFailed,
        { destructive: true },
      );
    } finally {
      setIsSaving(false);
    }
  };

  const handleDelete = async () => {
    if (!alert) return;
    try {
      await saved.remove(alert.id);
      onDeleted();
      showToast(alertToasts.deleted);
    } catch (error) {
      console.warn('Deleting the alert failed', error);
      showToast(alertToasts.deleteFailed, { destructive: true });
    }
  };

  const viewListings = async () => {
    if (alert) appStore.set(filtersAtom, { ...filtersFromAlertFields(alert), language: form.language });
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
          {hasSearchTexts ? (
            <div className="@lg:max-w-sm">
              <TextField
                label={savedSearchText.nameLabel}
                value={name ?? alert?.name ?? defaultNameFor(searchCount, true)}
                maxLength={100}
                disabled={!isPremium}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
          ) : null}
          {/* Columns by the card's own width: three in the listings' full-width alerts view, two on the narrower page. */}
          <div className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
            {filtersIn('alert')
              .filter((key) => !isBlock(key))
              .map(field)}
          </div>
          <div className="flex flex-col gap-2 @lg:max-w-sm">
            <SelectField
              label={pushText.channelsLabel}
              options={alertChannelChoices(appTexts)}
              value={channels}
              disabled={!isPremium}
              onChange={(event) => isAlertChannels(event.target.value) && setChannels(event.target.value)}
            />
            {isPremium && channels !== 'email' && push.devices?.length === 0 ? (
              <p className="text-sm text-amber-800">{pushText.noDeviceWarning}</p>
            ) : null}
          </div>
          {filtersIn('alert').filter(isBlock).map(field)}
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
