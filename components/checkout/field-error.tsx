/** The error under a group of radios (TextField has its own), announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      <span aria-hidden>⚠ </span>
      {error}
    </p>
  );
}
