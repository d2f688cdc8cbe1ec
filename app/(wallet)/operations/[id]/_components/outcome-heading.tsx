import type { ReactNode } from "react";

export const OUTCOME_HEADING_ID = "outcome-title";

/**
 * The operation page's heading: its outcome ("¡Pago confirmado!", "El pago no se pudo hacer"…), with
 * the company below it. Arriving from the checkout, the shell's route focus puts focus on it.
 */
export function OutcomeHeading({ className, children }: { className: string; children: ReactNode }) {
  return (
    <h1 id={OUTCOME_HEADING_ID} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
