/** The submit button of an online-only form: disabled offline with a line that says why (never queued). */
import { Button, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

type Props = { label: string; loading: boolean; offlineLine: string };

export function OnlineSubmit({ label, loading, offlineLine }: Props) {
  const { online } = useNetwork();
  return (
    <>
      <Button type="submit" fullWidth loading={loading} disabled={!online}>
        {label}
      </Button>
      {!online && (
        <Text size="sm" c="red" role="status">
          {offlineLine}
        </Text>
      )}
    </>
  );
}
