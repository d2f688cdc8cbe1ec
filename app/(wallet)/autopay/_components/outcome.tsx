import { CircleCheck, TriangleAlert } from "lucide-react";

/**
 * What the last form did, after its action sent the browser back here: done (a status) or
 * refused (an alert), in words and an icon, never colour alone.
 */
export function Outcome({ kind, text }: { kind: "done" | "error"; text: string }) {
  const Icon = kind === "done" ? CircleCheck : TriangleAlert;
  return (
    <p
      role={kind === "done" ? "status" : "alert"}
      data-testid={`outcome-${kind}`}
      className={`mb-4 rounded-xl border p-4 font-medium ${
        kind === "done"
          ? "border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50"
          : "border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
      }`}
    >
      <Icon aria-hidden className="mr-1.5 inline size-5 align-[-0.25em]" />
      {text}
    </p>
  );
}

/** A one-word search param, or null: pages read their outcome from the address (?done=, ?error=). */
export const param = (value: string | string[] | undefined): string | null => (typeof value === "string" ? value : null);
