/**
 * The organiser's door: the headcount ("12 of 30 here"), each goer with a check-in tick, and "Scan
 * codes". Read from the door kept with the room (workshops.mirror.ts), so it works offline at the
 * venue; ticks and scans made offline wait in the outbox and show at once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import type { DoorGoer } from '../../../shared/schemas/workshop-door';
import type { WorkshopRow } from '../../lib/db';
import { WriteState } from '../../ui/write-state';
import { checkInGoer, doorTarget } from './door.actions';
import { DoorScan } from './door-scan';
import { useDoorWrite } from './use-door-write';

type Write = ReturnType<typeof useDoorWrite>['write'];

function GoerLine({ uuid, goer, write }: { uuid: string; goer: DoorGoer; write: Write }) {
  return (
    <Stack gap={4} component="li">
      <Checkbox
        size="md"
        mih={44}
        label={goer.artist_name}
        description={goer.artist_name === goer.username ? undefined : goer.username}
        checked={goer.attended}
        onChange={(event) => {
          const ticked = event.currentTarget.checked;
          write(() => checkInGoer(uuid, goer.id, ticked));
        }}
      />
      <WriteState target={doorTarget(uuid, goer.id)} compact />
    </Stack>
  );
}

export function DoorPanel({ row }: { row: WorkshopRow }) {
  const { t } = useLingui();
  const { write, message } = useDoorWrite(row.uuid);
  const door = row.room?.door;
  return (
    <Stack gap="sm" component="section" aria-label={t`At the door`}>
      <Title order={2} size="h4">
        <Trans>At the door</Trans>
      </Title>
      {!door || row.id === undefined ? (
        <Text c="dimmed">{t`The door list needs a connection the first time.`}</Text>
      ) : (
        <>
          <Text role="status">
            <Trans>
              {door.attended_count} of {door.going_count} here
            </Trans>
          </Text>
          {door.goers.length === 0 ? (
            <Alert variant="light">
              <Trans>No one is going yet.</Trans>
            </Alert>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {door.goers.map((goer) => (
                <GoerLine key={goer.id} uuid={row.uuid} goer={goer} write={write} />
              ))}
            </Stack>
          )}
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          <DoorScan uuid={row.uuid} workshopId={row.id} goers={door.goers} write={write} />
        </>
      )}
    </Stack>
  );
}
