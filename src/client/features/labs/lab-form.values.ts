/** The lab form's values and their validation (spec 5, "Personal lab"), word for word. */
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { TEXT_LIMIT } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import { schemaResolver } from '../../lib/form-resolver';

/** `videos` holds the chosen notes' uuids. */
export type LabFormValues = { name: string; about: string; videos: string[] };

export const emptyLabValues = (): LabFormValues => ({ name: '', about: '', videos: [] });

const labFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(msg.labNameRequired)),
  about: v.pipe(v.string(), v.maxLength(TEXT_LIMIT, msg.labAboutTooLong)),
  videos: v.array(v.string()),
});

const resolve = schemaResolver(labFormSchema);

/** A create needs a video; an edit may empty the lab. */
export const validateLabForm = (creating: boolean) => (values: LabFormValues) => ({
  ...resolve(values),
  ...(creating && values.videos.length === 0
    ? { videos: t`Please select at least one video to publish the lab.` }
    : {}),
});
