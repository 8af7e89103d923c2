/** Under a video of a published lab, for its artist: how many buyers got it and are learning it (issue 28). */
import { plural } from '@lingui/core/macro';
import { Group, Text } from '@mantine/core';
import type { ProgressCount } from '../../../../shared/schemas/practice';

export function ProgressCounts({ count }: { count: ProgressCount }) {
  return (
    <Group gap="md">
      <Text size="sm" fw={600}>
        {plural(count.got_it, { one: '# got it', other: '# got it' })}
      </Text>
      <Text size="sm" c="dimmed">
        {plural(count.learning, { one: '# learning', other: '# learning' })}
      </Text>
    </Group>
  );
}
