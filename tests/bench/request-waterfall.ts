// The first visit's requests as a waterfall, for the report: where the whole copy's seconds go on the
// phone's link (issue 31). Each line is one request, in milliseconds from the start of page.goto: when the
// device sent it, when its answer's first and last bytes arrived, and its bytes; the visit's moments are
// lines of their own, in time order.
import type { FirstVisit } from './first-visit.ts';

const at = (stamp: number | null, startedAt: number) =>
  stamp === null ? '     -' : String(Math.round(stamp - startedAt)).padStart(6);

/** The visit's requests and moments as report lines, with a header naming the columns. */
export function requestWaterfall(visit: FirstVisit): string {
  const moments = [
    { at: visit.startedAt + visit.firstResultsMs, line: '-- first results' },
    { at: visit.startedAt + visit.copyHandedMs, line: '-- copy handed to the query worker' },
    { at: visit.startedAt + visit.fullCopyMs, line: '-- full copy stored' },
  ];
  const requests = visit.timeline.map((request) => ({
    at: request.sentAt,
    line: `${at(request.sentAt, visit.startedAt)} ${at(request.firstByteAt, visit.startedAt)} ${at(request.lastByteAt, visit.startedAt)} ${String(request.bytes).padStart(9)}  ${request.request.slice(0, 110)}`,
  }));
  const rows = [...requests, ...moments].sort((first, second) => first.at - second.at);
  return [
    'Requests of that visit (ms from the start; sent, first byte, last byte; bytes):',
    ...rows.map(({ at: stamp, line }) => (line.startsWith('--') ? `${at(stamp, visit.startedAt)} ${line}` : line)),
  ].join('\n');
}
