import { describe, expect, it } from 'vitest';
import { addCalendar, extractAvailability } from './availability.ts';
import { foldText } from './text.ts';

const POSTED = '2026-10-20T09:00:00Z';
const availability = (text: string, posted = POSTED) => extractAvailability(foldText(text), posted);

describe('extractAvailability', () => {
  it.each([
    ['Available from 1 December', '2026-12-01', null],
    ['Per 15/11 beschikbaar', '2026-11-15', null],
    ['From the 3rd of January', '2027-01-03', null],
    ['Beschikbaar vanaf half november', '2026-11-15', null],
    ['Available early December', '2026-12-01', null],
    ['Available ASAP', '2026-10-20', null],
    ['Per direct te huur', '2026-10-20', null],
    ['Beschikbaar: direct', '2026-10-20', null],
    ['Move in 01-02-2027', '2027-02-01', null],
    ['Dec 1 – Jan 31', '2026-12-01', '2027-01-31'],
    ['Van 1 november t/m eind januari', '2026-11-01', '2027-01-31'],
    ['From 1 November until 15 February 2027', '2026-11-01', '2027-02-15'],
    ['From 1 December for 4 months', '2026-12-01', '2027-04-01'],
    ['Per 1 januari, huurcontract voor bepaalde tijd van 1 jaar', '2027-01-01', '2028-01-01'],
    ['From 10 November for 3 weeks', '2026-11-10', '2026-12-01'],
  ])('%s', (text, from, until) => {
    expect(availability(text)).toEqual({ availableFrom: from, availableUntil: until });
  });

  it('treats a minimum stay as no end date', () => {
    expect(availability('From 1 December, minimum 12 months')).toEqual({
      availableFrom: '2026-12-01',
      availableUntil: null,
    });
    expect(availability('Per 1/12, min. 6 maanden')).toEqual({ availableFrom: '2026-12-01', availableUntil: null });
  });

  it('ignores viewing, hospi and reply dates', () => {
    expect(availability('Viewings on 25 October. Available from 1 November')).toEqual({
      availableFrom: '2026-11-01',
      availableUntil: null,
    });
    expect(availability('Hospiavond op dinsdag 27 oktober, reageren voor 25/10')).toEqual({
      availableFrom: null,
      availableUntil: null,
    });
  });

  it('rolls a date past the turn of the year into the next year', () => {
    expect(availability('Available from 1 February', '2026-11-20T10:00:00Z').availableFrom).toBe('2027-02-01');
    expect(availability('Per 1 november', '2026-11-05T10:00:00Z').availableFrom).toBe('2026-11-01');
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addCalendar('2027-01-31', 1, 'month')).toBe('2027-02-28');
    expect(addCalendar('2026-11-15', 3, 'month')).toBe('2027-02-15');
  });
});
