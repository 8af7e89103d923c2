/** How long a buyer may watch a lab, as the purchased lab list and page say it (in the app's language). */
import { t } from '@lingui/core/macro';
import { shortDate } from '../../ui/dates/short-date';

type Period = { expires_at: string; is_active: boolean };

export function accessLine({ expires_at, is_active }: Period): string {
  const date = shortDate(expires_at);
  return is_active ? t`Access until ${date}` : t`Access ended on ${date}`;
}
