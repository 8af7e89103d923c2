/**
 * The labs a note belongs to: the user's labs from the mirror, with 'Create a new lab' (quick create)
 * and 'Load More' while the server has more.
 */
import { useLingui } from '@lingui/react/macro';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { db, type LabRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { type PickerAction, PickerField } from '../../ui/fields/picker-field';
import { useMyLabs } from './labs.mirror';

type Props = {
  value: string[];
  onChange: (uuids: string[]) => void;
  /** Opens the quick-create dialog (which lives outside the note's form: forms do not nest). */
  onCreateLab: () => void;
};

export function LabsField({ value, onChange, onCreateLab }: Props) {
  const { t } = useLingui();
  const asOption = (lab: Pick<LabRow, 'uuid' | 'name'>) => ({ value: lab.uuid, label: lab.name || t`Lab` });
  const labs = useMyLabs();
  /* Picked labs may lie beyond the pages shown: read their names from the mirror directly. */
  const picked = useLiveQuery(() => db.labs.bulkGet(value), [value]);
  const known = new Map<string, LabRow>();
  for (const lab of [...(picked ?? []), ...(labs.rows ?? [])]) if (lab) known.set(lab.uuid, lab);

  const loadError = (reason: string) => t`Could not load more labs: ${reason}`;
  const actions: PickerAction[] = [
    {
      value: 'create',
      label: t`Create a new lab`,
      icon: <IconPlus size={16} />,
      run: onCreateLab,
    },
  ];
  if (labs.hasMore)
    actions.push({
      value: 'more',
      label: t`Load More`,
      icon: <IconRefresh size={16} />,
      run: labs.loadMore,
      keepOpen: true,
    });

  return (
    <PickerField
      label={t`Labs`}
      placeholder={t`Add this note to your labs`}
      options={(labs.rows ?? []).map(asOption)}
      picked={value.map((uuid) => asOption(known.get(uuid) ?? { uuid, name: '' }))}
      onPick={(uuid) => onChange([...value, uuid])}
      onUnpick={(uuid) => onChange(value.filter((v) => v !== uuid))}
      actions={actions}
      nothingFound={labs.rows === undefined ? t`Loading your labs…` : t`No labs yet.`}
      loading={labs.pending}
      description={labs.error ? loadError(labs.error.message) : undefined}
    />
  );
}
