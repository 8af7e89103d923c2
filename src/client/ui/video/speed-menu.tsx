/** The playback speed: a button that shows it ("0.5×") and opens the player's rates to pick from. */
import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { RATES } from './practice-link';
import type { Practice } from './use-practice';
import { TOUCH } from './video-parts';

export function SpeedMenu({ practice }: { practice: Practice }) {
  const { t } = useLingui();
  const rate = practice.status.rate;
  return (
    <Menu position="bottom" withinPortal>
      <Menu.Target>
        <Button
          h={TOUCH}
          miw={TOUCH}
          px={8}
          variant={rate === 1 ? 'default' : 'light'}
          aria-label={t`Speed ${rate}×`}
        >
          {rate}×
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {RATES.map((option) => (
          <Menu.Item
            key={option}
            h={TOUCH}
            rightSection={option === rate ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => practice.speed(option)}
          >
            {option}×
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
