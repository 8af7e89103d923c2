/** The lab artist's read of their buyers' progress (issue 28): online only, counts per video, never who. */
import { progressApi } from '../../../../shared/api-paths';
import type { ProgressCount } from '../../../../shared/schemas/practice';
import { api } from '../../../lib/api';

/** How many buyers are learning and got each published video of personal lab `labId`, by note uuid. */
export async function fetchCounts(labId: number): Promise<Map<string, ProgressCount>> {
  const { results } = await api<{ results: ProgressCount[] }>(progressApi.counts(labId));
  return new Map(results.map((count) => [count.cooking, count]));
}
