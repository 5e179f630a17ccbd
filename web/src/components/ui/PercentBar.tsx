import { cn } from '../../lib/cn';

/**
 * A percentage (0 to 100) as a filled bar: an upload's progress (`progressbar`), how much of a
 * tab's limit is used (`meter`). `className` colours the track, `fillClassName` the filled part.
 */
export function PercentBar({
  role,
  label,
  value,
  valueText,
  className,
  fillClassName,
}: {
  role: 'progressbar' | 'meter';
  label: string;
  value: number;
  /** What a screen reader says instead of the bare number. */
  valueText?: string;
  className?: string;
  fillClassName: string;
}) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full', className)}
    >
      <div className={cn('h-full rounded-full', fillClassName)} style={{ width: `${value}%` }} />
    </div>
  );
}
