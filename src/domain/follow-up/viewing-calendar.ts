// A planned viewing as an iCalendar file (RFC 5545) that a phone's calendar adds: when, where (the listing's
// area, the only address RoomRadar knows) and the listing's link on the page's own origin. Times are written
// in UTC, which every calendar shows in its own zone.
import { parseInstant } from '../listings/dates.ts';

/** How long a viewing is booked for: a 'hospiteeravond' slot is rarely longer. */
export const VIEWING_MINUTES = 60;

export type ViewingEvent = {
  listingId: number;
  /** The calendar entry's title, in the member's language ('Viewing: Sunny room in De Pijp'). */
  summary: string;
  /** The listing's area and city, or null when the listing names neither. */
  place: string | null;
  startsAt: string;
  /** The page's origin ('https://roomradar.nl'), never a configured host. */
  origin: string;
  /** When the file is made, for DTSTAMP. */
  now: number;
};

/** '20261203T180000Z'. */
function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text as a property value: backslashes, semicolons, commas and line breaks escaped. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (continuations start with a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The listing's page on the app's origin. */
export function listingLink(origin: string, listingId: number): string {
  return `${origin.replace(/\/+$/, '')}/listing/${Math.trunc(listingId)}`;
}

/** The .ics text of one viewing, or null when its time is no valid instant. */
export function viewingCalendar(event: ViewingEvent): string | null {
  const start = parseInstant(event.startsAt);
  if (start === null) return null;
  const link = listingLink(event.origin, event.listingId);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RoomRadar//Follow-up//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // One entry per listing and time: downloading it again updates the entry instead of adding a second.
    `UID:viewing-${Math.trunc(event.listingId)}-${utcStamp(start)}@roomradar`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + VIEWING_MINUTES * 60_000)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
    `URL:${link}`,
    `DESCRIPTION:${escapeText(link)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
