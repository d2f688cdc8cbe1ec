import { TriangleAlert } from "lucide-react";

/** The error under a group of radios (TextField has its own), announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
      {error}
    </p>
  );
}
