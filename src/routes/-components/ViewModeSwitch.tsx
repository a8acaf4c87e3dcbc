import { memo } from 'react';
import { Bell, Heart, List, Map as MapIcon, type LucideIcon } from 'lucide-react';
import type { ViewMode } from '../../state/listings.ts';
import { cn } from '../../components/ui/cn.ts';
import { listingsText } from '../../i18n/messages.ts';

type Props = { modes: readonly ViewMode[]; value: ViewMode; onChange: (mode: ViewMode) => void };

const ICONS: Record<ViewMode, LucideIcon> = { list: List, map: MapIcon, favorites: Heart, alerts: Bell };

/**
 * Drawn again only when the view changes (its icons are built afresh on every render). On a phone the four
 * views share the width, each its icon over its name, so the longer Dutch names fit at 360 px.
 */
export const ViewModeSwitch = memo(function ViewModeSwitch({ modes, value, onChange }: Props) {
  return (
    <div
      role="group"
      aria-label={listingsText.viewModes.label}
      className="grid w-full grid-cols-4 rounded-lg bg-slate-100 p-1 sm:inline-flex sm:w-auto"
    >
      {modes.map((mode) => {
        const Icon = ICONS[mode];
        return (
          <button
            key={mode}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onChange(mode)}
            className={cn(
              'inline-flex min-w-0 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-xs font-medium sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm',
              mode === value ? 'bg-white text-slate-900 shadow' : 'text-slate-700',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {listingsText.viewModes[mode]}
          </button>
        );
      })}
    </div>
  );
});
