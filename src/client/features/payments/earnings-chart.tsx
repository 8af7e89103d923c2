/**
 * The artist's net earnings over the last 12 months as bars, in plain SVG (Mantine's charts with
 * recharts came to 130 KB gzipped for twelve bars). Each month is an image named by its title (month,
 * net, number of sales): read by screen readers, shown as a tooltip; months in the app's language,
 * money as it writes it.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Text } from '@mantine/core';
import { useId, useMemo } from 'react';
import type { EarningsMonth } from '../../../shared/schemas/payments';
import { toCents } from '../../../shared/schemas/published-labs';
import { LoadError } from '../../ui/errors/load-error';
import { formatPrice } from '../../ui/money';
import type { useEarningsMonths } from './earnings.hooks';
import classes from './earnings.module.css';

/** The drawing's units: a slot per month with its bar in the middle, and the plot's height. */
const SLOT = 10;
const BAR = 6;
const PLOT = 100;

function monthFormats(locale: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale || undefined, { ...options, timeZone: 'UTC' });
  return { long: format({ month: 'long', year: 'numeric' }), narrow: format({ month: 'narrow' }) };
}

/** The first day of a "2026-03" month, in UTC as the server groups them. */
const firstDay = (month: string) => new Date(`${month}-01T00:00:00Z`);

type BarProps = { id: string; x: number; height: number; label: string };

/** A month's slot (the whole column answers the pointer) with its bar, named by its title. */
function MonthBar({ id, x, height, label }: BarProps) {
  return (
    <svg role="img" aria-labelledby={id} x={x} y={0} width={SLOT} height={PLOT} className={classes.month}>
      <title id={id}>{label}</title>
      <rect className={classes.slot} width={SLOT} height={PLOT} />
      <rect className={classes.bar} x={(SLOT - BAR) / 2} y={PLOT - height} width={BAR} height={height} />
    </svg>
  );
}

type Props = { months: EarningsMonth[]; currency: string };

export function EarningsChart({ months, currency }: Props) {
  const { t, i18n } = useLingui();
  const formats = useMemo(() => monthFormats(i18n.locale), [i18n.locale]);
  const id = useId();
  const cents = months.map((month) => toCents(month.net) ?? 0);
  const top = Math.max(0, ...cents);
  const width = months.length * SLOT;
  return (
    <figure className={classes.chart} aria-labelledby={`${id}-caption`}>
      <Text component="figcaption" id={`${id}-caption`} size="sm" fw={600}>
        {t`Net earnings by month`}
      </Text>
      {/* The scale: the dashed line is the best month's net. */}
      <Text size="xs" c="dimmed" h={18} aria-hidden>
        {top > 0 ? formatPrice(top, currency) : null}
      </Text>
      <svg
        className={classes.plot}
        viewBox={`0 0 ${width} ${PLOT}`}
        preserveAspectRatio="none"
        role="presentation"
      >
        {top > 0 && <line className={`${classes.rule} ${classes.top}`} x1={0} x2={width} y1={0} y2={0} />}
        {months.map((month, i) => {
          const share = top > 0 ? ((cents[i] ?? 0) / top) * PLOT : 0;
          const name = formats.long.format(firstDay(month.month));
          const net = formatPrice(month.net, currency);
          const { sales } = month;
          return (
            <MonthBar
              key={month.month}
              id={`${id}-${i}`}
              x={i * SLOT}
              height={share > 0 ? Math.max(share, 1) : 0}
              label={t`${name}: ${net} from ${plural(sales, { one: '# sale', other: '# sales' })}`}
            />
          );
        })}
        <line className={classes.rule} x1={0} x2={width} y1={PLOT} y2={PLOT} />
      </svg>
      <div
        className={classes.axis}
        style={{ gridTemplateColumns: `repeat(${months.length}, 1fr)` }}
        aria-hidden
      >
        {months.map((month) => (
          <span key={month.month}>{formats.narrow.format(firstDay(month.month))}</span>
        ))}
      </div>
    </figure>
  );
}

/** The chart once its months are read: a placeholder of its height until then, or the failure. */
export function EarningsByMonth({ read }: { read: ReturnType<typeof useEarningsMonths> }) {
  const { t } = useLingui();
  if (read.error)
    return (
      <LoadError title={t`Could not load your earnings by month.`} error={read.error} onRetry={read.reload} />
    );
  if (!read.answer) return <Skeleton height={224} aria-hidden />;
  return <EarningsChart months={read.answer.months} currency={read.answer.currency} />;
}
