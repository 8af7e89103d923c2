/** The price dialog ('in USD', above 0) and the period dialog (days, default 30) of the publish form. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { labMessages } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import { validPeriod, validPrice } from './publish-form.values';

type Props<T> = { opened: boolean; initial: T; onSave: (value: T) => void; onClose: () => void };

export function PriceDialog({ opened, initial, onSave, onClose }: Props<string>) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Set a price`} centered size="md">
      {opened && <PriceBody initial={initial} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function PriceBody({ initial, onSave, onClose }: Omit<Props<string>, 'opened'>) {
  const { t } = useLingui();
  const [price, setPrice] = useState(validPrice(initial) ? initial : '');
  const [error, setError] = useState<string | null>(null);
  function save() {
    if (validPrice(price)) onSave(price.trim());
    else setError(translateMessage(labMessages.priceInvalid));
  }
  return (
    <DialogBody onSave={save} onClose={onClose}>
      <TextInput
        label={t`in USD`}
        inputMode="decimal"
        placeholder="9.99"
        value={price}
        error={error}
        onChange={(event) => setPrice(event.currentTarget.value)}
        data-autofocus
      />
    </DialogBody>
  );
}

export function PeriodDialog({ opened, initial, onSave, onClose }: Props<number>) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Access period`} centered size="md">
      {opened && <PeriodBody initial={initial} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function PeriodBody({ initial, onSave, onClose }: Omit<Props<number>, 'opened'>) {
  const { t } = useLingui();
  const [period, setPeriod] = useState<number | string>(initial);
  const [error, setError] = useState<string | null>(null);
  function save() {
    if (validPeriod(period)) onSave(period as number);
    else setError(translateMessage(labMessages.periodInvalid));
  }
  return (
    <DialogBody onSave={save} onClose={onClose}>
      <NumberInput
        label={t`Subscription period (days)`}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={period}
        error={error}
        onChange={setPeriod}
        data-autofocus
      />
    </DialogBody>
  );
}

/**
 * Not a <form>: the dialogs render inside the publish form's React tree, where a nested form's
 * submit would reach the publish form too. Enter saves.
 */
function DialogBody({
  onSave,
  onClose,
  children,
}: {
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSave();
  };
  return (
    <Stack gap="md" onKeyDown={enter}>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onSave}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
