// Sums batch reports and says what an ingest did, line by line for the lines it could not take.
import { emptyReport, type IngestReport } from '../../supabase/functions/_shared/ingest/store-posts.ts';

export function addReports(...reports: IngestReport[]): IngestReport {
  const total = emptyReport();
  for (const report of reports) {
    total.received += report.received;
    total.rejected.push(...report.rejected);
    total.warnings.push(...report.warnings);
    total.unchanged += report.unchanged;
    total.created += report.created;
    total.updated += report.updated;
    total.duplicates += report.duplicates;
    total.markedUnavailable += report.markedUnavailable;
    total.seeking += report.seeking;
    total.other += report.other;
    total.newListingIds.push(...report.newListingIds);
    total.photos.kept += report.photos.kept;
    total.photos.dropped.push(...report.photos.dropped);
  }
  return total;
}

export function describeReport(report: IngestReport): string {
  const lines = [
    `${report.received} posts read: ${report.created} new listings, ${report.updated} updated, ${report.duplicates} duplicates, ` +
      `${report.markedUnavailable} marked unavailable, ${report.seeking} seeking, ${report.other} other, ${report.unchanged} unchanged, ${report.rejected.length} rejected.`,
    `${report.photos.kept} photos kept, ${report.photos.dropped.length} dropped.`,
    ...report.rejected.map((entry) => `  line ${entry.line}: rejected: ${entry.error}`),
    ...report.warnings.map((entry) => `  line ${entry.line} (${entry.id}): ${entry.warning}`),
    ...report.photos.dropped.map(
      (entry) => `  line ${entry.line} (${entry.id}): photo dropped, ${entry.reason}: ${entry.url}`,
    ),
  ];
  return lines.join('\n');
}
