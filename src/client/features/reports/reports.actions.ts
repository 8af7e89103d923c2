/**
 * A report, queued like every write so it is made offline too: one POST, sent once by the outbox.
 * It changes no row on the device; its entry's target names what it reports, so the outbox keeps
 * two reports of different things apart.
 */
import { reportsApi } from '../../../shared/api-paths';
import type { ReportInput } from '../../../shared/schemas/reports';
import { queueWrite } from '../../lib/outbox';

/** What a report is about: its kind and its uuid (or id; an artist's username). */
export type ReportSubject = Pick<ReportInput, 'target_type' | 'target_id'>;

/** Queues the report and answers its outbox entry's key. */
export function queueReport(report: ReportInput): Promise<string> {
  return queueWrite(
    {
      kind: 'report.add',
      target: `report:${report.target_type}:${report.target_id}`,
      steps: [{ method: 'POST', path: reportsApi.create, body: report }],
      touches: [],
    },
    async () => undefined,
  );
}
