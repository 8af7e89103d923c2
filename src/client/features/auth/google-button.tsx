/**
 * "Sign in with Google", shown only when the server has a Google client id (GET /auth/config/). The
 * credential (an ID token with openid, profile and email) is exchanged at /auth/google-oauth2/login/.
 */
import { useLingui } from '@lingui/react/macro';
import { Divider, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { msg } from '../../../shared/messages';
import type { AuthResult } from '../../../shared/schemas/auth';
import { fetchAuthConfig, signInWithGoogle } from './auth.online';
import { renderGoogleButton } from './google-identity';

type Props = {
  text: 'signin_with' | 'signup_with';
  onSignedIn: (result: AuthResult) => void | Promise<void>;
};

export function GoogleButton({ text, onSignedIn }: Props) {
  const { t } = useLingui();
  const [clientId, setClientId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const theme = useComputedColorScheme('light') === 'dark' ? 'filled_black' : 'outline';

  useEffect(() => {
    let live = true;
    fetchAuthConfig()
      .then((config) => live && setClientId(config.google_client_id))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const exchange = useEffectEvent(async (idToken: string) => {
    setError(null);
    try {
      await onSignedIn(await signInWithGoogle(idToken));
    } catch {
      setError(msg.googleFailed);
    }
  });

  useEffect(() => {
    const parent = slot.current;
    if (!clientId || !parent) return;
    const width = Math.min(400, Math.max(200, parent.clientWidth));
    renderGoogleButton(parent, clientId, { text, theme, width }, (idToken) => void exchange(idToken)).catch(
      () => setClientId(null),
    );
  }, [clientId, text, theme]);

  if (!clientId) return null;
  return (
    <Stack gap="xs">
      <div ref={slot} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
      {error && (
        <Text size="sm" c="red" ta="center" role="alert">
          {error}
        </Text>
      )}
      <Divider label={t`or`} labelPosition="center" />
    </Stack>
  );
}
