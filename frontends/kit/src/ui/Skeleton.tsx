import { useKitIntl } from '../i18n/kit';

export function Skeleton({
  width = '100%',
  height = 16,
  label,
}: {
  width?: number | string;
  height?: number | string;
  label?: string;
}) {
  return (
    <span
      className="pt-skeleton"
      style={{ width, height }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A few lines of placeholder while a list loads. */
export function SkeletonList({ rows = 3, label }: { rows?: number; label?: string }) {
  const intl = useKitIntl();
  return (
    <div
      className="pt-stack"
      role="status"
      aria-label={label ?? intl.formatMessage({ id: 'common.loadingShort' })}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} />
      ))}
    </div>
  );
}
