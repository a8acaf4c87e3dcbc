import { CalendarPlus } from 'lucide-react';
import { viewingCalendar } from '../../domain/follow-up/viewing-calendar.ts';
import { followUpText } from '../../i18n/messages.ts';
import { downloadTextFile } from '../../data/browser/index.ts';
import { Button } from '../ui/Button.tsx';

type Props = { listingId: number; title: string; place: string | null; startsAt: string };

/** 'Add to calendar': the viewing as an .ics file, made on the device, with the link on this page's origin. */
export function ViewingCalendarButton({ listingId, title, place, startsAt }: Props) {
  const download = () => {
    const ics = viewingCalendar({
      listingId,
      summary: followUpText.calendarTitle({ title }),
      place,
      startsAt,
      origin: window.location.origin,
      now: Date.now(),
    });
    if (ics) downloadTextFile(`viewing-${listingId}.ics`, ics, 'text/calendar;charset=utf-8');
  };
  return (
    <Button type="button" variant="outline" onClick={download}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      {followUpText.addToCalendar}
    </Button>
  );
}
