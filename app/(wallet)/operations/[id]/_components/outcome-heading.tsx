"use client";

import { useEffect, useRef, type ReactNode } from "react";
import type { OperationDetail } from "@/lib/client/queries/operations";

const ID = "outcome-title";

/**
 * The operation page's heading: its outcome ("¡Pago confirmado!", "El pago no se pudo hacer"…), with
 * the company below it. Arriving from the checkout, the shell's route focus puts focus on it.
 */
export function OutcomeHeading({ className, children }: { className: string; children: ReactNode }) {
  return (
    <h1 id={ID} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}

/**
 * When the outcome changes while the page is open, its heading is a new element and the one that
 * had focus is gone (focus falls to the body): the new heading takes it, so a screen reader reads
 * the new outcome. Never on the page's first render, never over something the user focused.
 */
export function useOutcomeFocus(status: OperationDetail["status"]) {
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(ID)?.focus({ preventScroll: true });
  }, [status]);
}
