/** How long a buyer may watch a lab, as the purchased lab list and page say it. */
import { shortDate } from '../cookings/feed/short-date';

type Period = { expires_at: string; is_active: boolean };

export const accessLine = ({ expires_at, is_active }: Period) =>
  is_active ? `Access until ${shortDate(expires_at)}` : `Access ended on ${shortDate(expires_at)}`;
