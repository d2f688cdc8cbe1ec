"use client";

import { useEffect, useRef } from "react";
import type { OperationStatus } from "@/lib/client/operation-filters";
import { OUTCOME_HEADING_ID } from "./outcome-heading";

/**
 * When the outcome changes while the page is open, its heading is a new element and the one that
 * had focus is gone (focus falls to the body): the new heading takes it, so a screen reader reads
 * the new outcome. Never on the page's first render, never over something the user focused.
 */
export function OutcomeFocus({ status }: { status: OperationStatus }) {
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(OUTCOME_HEADING_ID)?.focus({ preventScroll: true });
  }, [status]);
  return null;
}
