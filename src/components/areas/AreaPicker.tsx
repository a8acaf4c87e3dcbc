// 'Choose an area' (a chunk of its own, with the place lists): Amsterdam's districts and neighbourhoods by
// name with search, and 'near a place' (a station, a university, a street, any place the gazetteer knows)
// with a distance. Every choice is a filter at once (the list and the map follow as with any filter) and is
// said to screen readers; the keyboard reaches everything in order. Drawing is on the map.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import { MAX_AREAS, type Area, type CircleArea } from '../../domain/areas/area.ts';
import { areaKey, searchNamedAreas, type NamedArea } from '../../domain/areas/area-names.ts';
import { suggestPlaces, type PlaceSuggestion } from '../../domain/areas/place-suggestions.ts';
import { filtersAtom } from '../../data/browser/index.ts';
import { areaText, areaToolText } from '../../i18n/messages.ts';
import { useAtom } from '../../state/store.ts';
import { Button } from '../ui/Button.tsx';
import { SheetDialog } from '../ui/SheetDialog.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { controlClasses } from '../ui/field-classes.ts';

export const DISTANCES_KM = [1, 2, 3, 5, 10] as const;

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';

type Districts = typeof areaText.districts;
const districtName = (code: string) => areaText.districts[code as keyof Districts] ?? code;

const isNamed = (area: Area): area is Extract<Area, { kind: 'wijk' | 'stadsdeel' }> =>
  area.kind === 'wijk' || area.kind === 'stadsdeel';

export default function AreaPicker({ onClose }: { onClose: () => void }) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  /** Adds an area, unless ten are chosen already (the limit the server keeps too). */
  const add = (area: Area, name: string) => {
    if (filters.areas.length >= MAX_AREAS) {
      setProblem(areaToolText.tooManyAreas);
      return;
    }
    setProblem(null);
    setFilters((current) => ({ ...current, areas: [...current.areas, area] }));
    setSaid(areaToolText.added({ area: name }));
  };
  const remove = (key: string, name: string) => {
    setProblem(null);
    setFilters((current) => ({
      ...current,
      areas: current.areas.filter((area) => !isNamed(area) || areaKey(area) !== key),
    }));
    setSaid(areaText.removed({ area: name }));
  };

  return (
    <SheetDialog
      title={areaToolText.pickerTitle}
      description={areaText.choose}
      closeLabel={areaToolText.done}
      onClose={onClose}
      className="max-h-[90vh] gap-4 p-4 sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:bottom-auto sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <Tabs.Root defaultValue="names" className="flex min-h-0 flex-col gap-3">
        <Tabs.List aria-label={areaText.choose} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="names" className={tabClass}>
            {areaToolText.tabNames}
          </Tabs.Trigger>
          <Tabs.Trigger value="near" className={tabClass}>
            {areaToolText.tabNear}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="names" className="flex min-h-0 flex-col gap-3">
          <NamedAreaList chosen={filters.areas} onAdd={add} onRemove={remove} />
        </Tabs.Content>
        <Tabs.Content value="near">
          <NearPlace onAdd={add} onProblem={setProblem} />
        </Tabs.Content>
      </Tabs.Root>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <Dialog.Close asChild>
        <Button>{areaToolText.done}</Button>
      </Dialog.Close>
    </SheetDialog>
  );
}

type ListProps = {
  chosen: readonly Area[];
  onAdd: (area: Area, name: string) => void;
  onRemove: (key: string, name: string) => void;
};

/** Districts and neighbourhoods as checkboxes, narrowed by a search in Dutch or English. */
function NamedAreaList({ chosen, onAdd, onRemove }: ListProps) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchNamedAreas(query), [query]);
  const chosenKeys = new Set(chosen.filter(isNamed).map(areaKey));
  const listId = useId();
  return (
    <>
      <TextField
        label={areaToolText.search}
        type="search"
        value={query}
        aria-controls={listId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul
        id={listId}
        aria-label={areaToolText.tabNames}
        className="min-h-0 flex-1 overflow-y-auto rounded-md border border-slate-200"
      >
        {found.length === 0 ? <li className="p-3 text-sm text-slate-600">{areaToolText.noMatches}</li> : null}
        {found.map((named) => (
          <NamedAreaRow
            key={named.key}
            named={named}
            isChosen={chosenKeys.has(named.key)}
            onChange={(isChosen) => (isChosen ? onAdd(named.area, named.name) : onRemove(named.key, named.name))}
          />
        ))}
      </ul>
    </>
  );
}

function NamedAreaRow({
  named,
  isChosen,
  onChange,
}: {
  named: NamedArea;
  isChosen: boolean;
  onChange: (isChosen: boolean) => void;
}) {
  const id = useId();
  const isDistrict = named.area.kind === 'stadsdeel';
  const detail = isDistrict
    ? districtName(named.district) === named.name
      ? areaToolText.district
      : `${areaToolText.district} · ${districtName(named.district)}`
    : districtName(named.district);
  return (
    <li className="flex items-center gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={isChosen}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="flex flex-1 flex-col text-sm">
        <span className={isDistrict ? 'font-semibold text-slate-900' : 'text-slate-900'}>{named.name}</span>
        <span className="text-xs text-slate-600">{detail}</span>
      </label>
    </li>
  );
}

/**
 * A place typed with suggestions, and a distance: a circle around it. The place field is a combobox as ARIA
 * describes it: the focus stays in the field, the arrow keys move through the suggestions (the one they are
 * on is read out), Enter takes it; a tap or click takes one too.
 */
function NearPlace({
  onAdd,
  onProblem,
}: {
  onAdd: (area: CircleArea, name: string) => void;
  onProblem: (problem: string | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [radiusKm, setRadiusKm] = useState<number>(3);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => (place ? [] : suggestPlaces(typed)), [typed, place]);
  const listId = useId();
  const optionId = (position: number) => `${listId}-option-${position}`;
  const choose = (suggestion: PlaceSuggestion) => {
    setPlace(suggestion);
    setTyped(suggestion.name);
    setActive(-1);
    onProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const last = suggestions.length - 1;
      // From the field itself (none active), Down goes to the first and Up to the last.
      setActive((current) => (current < 0 ? (step > 0 ? 0 : last) : (current + step + last + 1) % (last + 1)));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) choose(suggestion);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={areaToolText.place}
        placeholder={areaToolText.placeHint}
        value={typed}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < suggestions.length ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setTyped(event.target.value);
          setPlace(null);
          setActive(-1);
        }}
      />
      {!place && typed.trim().length >= 2 && suggestions.length === 0 ? (
        <p className="text-sm text-slate-600">{areaToolText.noPlaces}</p>
      ) : null}
      {/* Drawn only with suggestions in it: an empty list box is no list box. */}
      {suggestions.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={areaToolText.place} className="flex flex-col gap-1">
          {suggestions.map((suggestion, position) => (
            <li
              key={`${suggestion.name}|${suggestion.detail ?? ''}`}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              className={`${controlClasses} w-full cursor-pointer text-left ${position === active ? 'border-brand-700 bg-brand-50' : ''}`}
              onClick={() => choose(suggestion)}
            >
              <span className="block text-sm text-slate-900">{suggestion.name}</span>
              {suggestion.detail ? <span className="block text-xs text-slate-600">{suggestion.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <SelectField
        label={areaToolText.distance}
        value={String(radiusKm)}
        options={DISTANCES_KM.map((km) => ({ value: String(km), label: areaToolText.km({ km }) }))}
        onChange={(event) => setRadiusKm(Number(event.target.value))}
      />
      <Button
        variant="outline"
        onClick={() => {
          if (!place) {
            onProblem(areaToolText.choosePlace);
            return;
          }
          const circle: CircleArea = { kind: 'circle', center: place.center, radiusKm, place: place.name };
          onAdd(circle, areaText.chipWithin({ km: radiusKm, place: place.name }));
          setPlace(null);
          setTyped('');
        }}
      >
        {areaToolText.addCircle}
      </Button>
    </div>
  );
}
