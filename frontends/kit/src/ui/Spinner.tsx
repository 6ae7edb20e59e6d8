export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className="pt-spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
