import { TriangleAlert } from "lucide-react";

/** A refusal that belongs to the whole form (wrong password, too many attempts), read out at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
      {message}
    </p>
  );
}
