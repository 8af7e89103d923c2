/**
 * The publish and edit sequences (spec 4): each step's failure becomes form errors (its own
 * message, the network line, or the server's field messages). A create keeps its client uuid and
 * the steps already done, so pressing Publish again resumes and never makes a second published lab.
 */
import type { FormErrors } from '@mantine/form';
import { useRef } from 'react';
import {
  labMessages,
  type PublishedLab,
  type PublishedLabDetail,
  toCents,
} from '../../../shared/schemas/published-labs';
import type { LabRow } from '../../lib/db';
import { videosOfLab } from '../labs/labs.actions';
import { type PublishValues, stepErrors } from './publish-form.values';
import {
  createPublishedLab,
  createSubscription,
  patchPublishedLab,
  patchSubscription,
  updateSelections,
} from './published-labs.online';

export class StepFailed extends Error {
  constructor(readonly errors: FormErrors) {
    super(String(Object.values(errors)[0]));
  }
}

async function step<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StepFailed(stepErrors(error, fallback));
  }
}

/** Publishes the chosen notes of the source lab and unpublishes the others (one bulk update). */
async function saveSelections(lab: LabRow, chosen: string[]) {
  const relations = (await videosOfLab(lab.uuid)).flatMap((row) => {
    const id = row.cooking_relations.find((r) => r.technique_uuid === lab.uuid)?.id;
    return id === undefined ? [] : [{ id, publish: chosen.includes(row.uuid) }];
  });
  await updateSelections(lab.id as number, relations);
}

const terms = (values: PublishValues) => ({
  price: values.access === 'free' ? '0' : values.price,
  period: values.period,
});
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

type Progress = { lab: string; uuid: string; subUuid: string; created?: PublishedLab; selections?: string };

/** Create: published lab -> refresh the labs -> video selection -> subscription. */
export function usePublish(refreshLabs: () => void) {
  const progress = useRef<Progress | null>(null);
  return async (values: PublishValues, lab: LabRow): Promise<PublishedLab> => {
    if (progress.current?.lab !== lab.uuid)
      progress.current = { lab: lab.uuid, uuid: crypto.randomUUID(), subUuid: crypto.randomUUID() };
    const done = progress.current;
    if (!done.created) {
      const body = {
        uuid: done.uuid,
        name: values.name.trim(),
        about: values.about.trim(),
        lab: lab.id as number,
      };
      done.created = await step(() => createPublishedLab(body), labMessages.createFailed);
      refreshLabs();
    }
    const created = done.created;
    const chosen = [...values.videos].sort().join();
    if (done.selections !== chosen) {
      await step(() => saveSelections(lab, values.videos), labMessages.selectionsFailed);
      done.selections = chosen;
    }
    await step(
      () => createSubscription(done.subUuid, created.uuid, terms(values)),
      labMessages.subscriptionFailed,
    );
    return created;
  };
}

/** Edit: only what changed; a lab without a subscription yet gets one (with the client's `subUuid`). */
export async function updatePublished(
  subUuid: string,
  detail: PublishedLabDetail,
  lab: LabRow,
  initial: PublishValues,
  values: PublishValues,
): Promise<void> {
  const changed: { name?: string; about?: string } = {};
  if (values.name.trim() !== detail.name) changed.name = values.name.trim();
  if (values.about.trim() !== detail.about) changed.about = values.about.trim();
  if (Object.keys(changed).length > 0)
    await step(() => patchPublishedLab(detail.uuid, changed), labMessages.detailsFailed);
  if (!sameSet(initial.videos, values.videos))
    await step(() => saveSelections(lab, values.videos), labMessages.updateSelectionsFailed);
  const sub = detail.subscription;
  const next = terms(values);
  if (!sub) {
    await step(() => createSubscription(subUuid, detail.uuid, next), labMessages.subscriptionFailed);
    return;
  }
  const patch: { price?: string; subscription_period?: number } = {};
  if (toCents(next.price) !== toCents(sub.price)) patch.price = next.price;
  if (next.period !== sub.subscription_period) patch.subscription_period = next.period;
  if (Object.keys(patch).length > 0)
    await step(() => patchSubscription(sub.uuid, patch), labMessages.updateFailed);
}
