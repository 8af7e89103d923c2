/** What a password check knows of its caller: the address, a solved proof of work, known-device tokens. */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../deps';
import { clientAddress } from './client-address';
import { deviceCookieName } from './known-device';
import { PROOF_HEADER } from './proof-of-work';

export type Caller = {
  /** The throttle's address key (an IPv6 address as its /64). */
  address: string;
  /** The PROOF_HEADER's value, if any. */
  proof: string | undefined;
  /** The known-device token this browser holds for an account, if any. */
  deviceToken: (userId: number) => string | undefined;
};

export const callerOf = <E extends AppEnv>(c: Context<E>): Caller => ({
  address: clientAddress(c, c.var.deps.config.trustProxy),
  proof: c.req.header(PROOF_HEADER),
  deviceToken: (userId) => getCookie(c, deviceCookieName(userId)),
});
