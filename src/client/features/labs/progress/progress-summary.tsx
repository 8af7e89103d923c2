/** "4 of 9 got" with a bar, at the top of a lab (issue 28): the viewer's Got it among its notes, live. */
import '@mantine/core/styles/Progress.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { useMarks } from './progress.mirror';

export function ProgressSummary({ notes }: { notes: readonly string[] }) {
  const { t } = useLingui();
  const marks = useMarks(notes);
  if (!marks || notes.length === 0) return null;
  const total = notes.length;
  const got = notes.filter((uuid) => marks.get(uuid) === 'got_it').length;
  const line = plural(total, { one: `${got} of # got`, other: `${got} of # got` });
  return (
    <Stack gap={6}>
      <Text fw={600}>{line}</Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={(got / total) * 100}
          withAria={false}
          role="progressbar"
          aria-label={t`Videos you got`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={got}
          aria-valuetext={line}
        />
      </Progress.Root>
    </Stack>
  );
}
