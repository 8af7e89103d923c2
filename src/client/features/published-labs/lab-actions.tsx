/**
 * What the viewer of a published lab can do (spec 5 and the lab-access rules): the owner edits and
 * opens the lab room; a guest signs in; a fee lab is bought (or bought again once the access
 * ended); a free lab is joined; members open the lab room. Buy and Join are online only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { msg } from '../../../shared/messages';
import type { PublishedLabDetail } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { authDialogAtom } from '../../lib/auth-dialogs';
import { userAtom } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { formatPrice } from '../../ui/money';
import { redirectTo } from '../payments/redirect';
import { isFee } from './price';
import { checkout } from './published-labs.online';

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale || undefined, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(iso),
  );

/** The server's reason for a refused checkout, else the spec's payment failure line. */
function checkoutError(error: unknown): string {
  const reasons = error instanceof ApiError ? error.fields.non_field_errors : undefined;
  if (reasons?.length) return reasons.map(translateMessage).join(' ');
  const detail = error instanceof ApiError ? (error.body as { detail?: unknown } | null)?.detail : undefined;
  return translateMessage(typeof detail === 'string' ? detail : msg.paymentFailed);
}

export function LabActions({ lab }: { lab: PublishedLabDetail }) {
  const { t, i18n } = useLingui();
  const me = useAtomValue(userAtom)?.username;
  const openAuth = useSetAtom(authDialogAtom);
  const online = useOnline();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fee = isFee(lab.subscription);
  const { access } = lab;
  const room = `/mypurchasedlabs/${encodeURIComponent(lab.uuid)}`;
  const member = access.is_owner || access.purchase?.is_active === true;

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await checkout(lab.uuid);
      if (fee) redirectTo(url);
      else {
        const target = new URL(url, window.location.origin);
        await navigate(`${target.pathname}${target.search}`);
      }
    } catch (reason) {
      setError(checkoutError(reason));
      setBusy(false);
    }
  }

  if (!me)
    return (
      <Button w="fit-content" onClick={() => openAuth('sign-in')}>
        {fee ? <Trans>Sign in to buy</Trans> : <Trans>Sign in to watch</Trans>}
      </Button>
    );
  if (member)
    return (
      <Group gap="sm">
        <Button component={Link} to={room}>
          <Trans>Open lab room</Trans>
        </Button>
        {access.is_owner && (
          <Button
            component={Link}
            to={`/${encodeURIComponent(me)}/publishedlabs/?edit=${lab.uuid}`}
            variant="light"
          >
            <Trans>Edit published lab</Trans>
          </Button>
        )}
      </Group>
    );
  const ended = fee && access.purchase && !access.purchase.is_active ? access.purchase.expires_at : null;
  const endedOn = ended && longDate(ended, i18n.locale);
  const price = formatPrice(lab.subscription?.price ?? 0);
  const label = !fee ? t`Join lab room` : ended ? t`Buy again` : t`Buy for ${price}`;
  return (
    <Stack gap="xs" align="flex-start">
      {endedOn && (
        <Text>
          <Trans>Your access ended on {endedOn}.</Trans>
        </Text>
      )}
      <Button onClick={() => void pay()} loading={busy} disabled={!online}>
        {label}
      </Button>
      {!online && (
        <Text size="sm" c="red" role="status">
          {translateMessage(msg.actionOffline)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
