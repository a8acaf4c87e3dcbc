import { describe, expect, it } from 'vitest';
import { listingLink, viewingCalendar, type ViewingEvent } from './viewing-calendar.ts';

const EVENT: ViewingEvent = {
  listingId: 42,
  summary: 'Viewing: Sunny room, De Pijp; top floor',
  place: 'De Pijp, Amsterdam',
  startsAt: '2026-12-03T19:00:00+01:00',
  origin: 'http://127.0.0.1:4533',
  now: Date.parse('2026-11-27T12:00:00Z'),
};

/** The unfolded properties of the file, by name. */
function properties(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n /g, '');
  return new Map(
    unfolded
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

describe('viewingCalendar', () => {
  it('is one event at the viewing time in UTC, an hour long, with the area and the listing link', () => {
    const ics = viewingCalendar(EVENT) ?? '';
    const fields = properties(ics);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(fields.get('DTSTART')).toBe('20261203T180000Z');
    expect(fields.get('DTEND')).toBe('20261203T190000Z');
    expect(fields.get('DTSTAMP')).toBe('20261127T120000Z');
    expect(fields.get('LOCATION')).toBe('De Pijp\\, Amsterdam');
    expect(fields.get('URL')).toBe('http://127.0.0.1:4533/listing/42');
    expect(fields.get('SUMMARY')).toBe('Viewing: Sunny room\\, De Pijp\\; top floor');
    expect(fields.get('UID')).toBe('viewing-42-20261203T180000Z@roomradar');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = viewingCalendar({ ...EVENT, summary: `Bezichtiging: ${'kamer met één balkon '.repeat(8)}` }) ?? '';
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(properties(ics).get('SUMMARY')).toContain('kamer met één balkon kamer');
    expect(ics).not.toContain('\uFFFD');
  });

  it('escapes line breaks and leaves out an unknown place', () => {
    const ics = viewingCalendar({ ...EVENT, summary: 'Two\nlines', place: null }) ?? '';
    expect(properties(ics).get('SUMMARY')).toBe('Two\\nlines');
    expect(properties(ics).has('LOCATION')).toBe(false);
  });

  it('is null for a time that is no time', () => {
    expect(viewingCalendar({ ...EVENT, startsAt: 'Thursday' })).toBeNull();
  });
});

describe('listingLink', () => {
  it('is the listing page on the given origin, whatever its host', () => {
    expect(listingLink('http://localhost:8080/', 7)).toBe('http://localhost:8080/listing/7');
    expect(listingLink('https://roomradar.nl', 7)).toBe('https://roomradar.nl/listing/7');
  });
});
