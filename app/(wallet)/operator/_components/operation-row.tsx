"use client";

import { Flag } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { DateText, Money } from "@/components/ui/money";
import { StatusBadge } from "@/components/ui/status-badge";
import { Button } from "@/components/ui/button";
import type { OperatorOperationView } from "@/lib/operator/operations";
import { RecheckPanel, ResolvePanel } from "./action-panels";
import { td } from "./cells";
import { useOperationAction } from "./use-operation-action";

const IN_FLIGHT = new Set<string>(["pending", "processing", "unknown"]);
export const COLUMNS = 8;

/** What an operator may do: recheck what is unsettled (or lacks its receipt); settle it; or close the flag of a settled one. */
function allowed(op: OperatorOperationView) {
  const inFlight = IN_FLIGHT.has(op.status);
  return {
    recheck: inFlight || (op.status === "confirmed" && !op.receipt),
    choices: inFlight ? (["failed", "confirmed"] as const) : op.flagged ? (["dismiss"] as const) : ([] as const),
  };
}

/** Where reconciliation stands, and why it waits (a 404 that is not proof yet). */
function Reconciliation({ op }: { op: OperatorOperationView }) {
  const t = useTranslations("operator.operations");
  const muted = "block text-xs text-slate-600 dark:text-slate-300";
  return (
    <>
      {t("attempts", { count: op.checkAttempts })}
      {op.nextCheckAt ? (
        <span className={muted}>
          {t("nextCheck")} <DateText value={op.nextCheckAt} withTime />
        </span>
      ) : null}
      {op.notFoundSince && op.graceUntil && IN_FLIGHT.has(op.status) ? (
        <span className={muted} data-testid="not-found">
          {t("notFoundSince")} <DateText value={op.notFoundSince} withTime />; {t("graceUntil")} <DateText value={op.graceUntil} withTime />
        </span>
      ) : null}
    </>
  );
}

/** One operation of the console, with its actions; an action's confirmation opens in a row below. */
export function OperationRow({ op }: { op: OperatorOperationView }) {
  const t = useTranslations("operator.operations");
  const ta = useTranslations("operator.actions");
  const tc = useTranslations("common");
  const ts = useTranslations("operator.steps");
  const [open, setOpen] = useState<"recheck" | "resolve" | null>(null);
  const { recheck, resolve } = useOperationAction(op.id);
  const can = allowed(op);
  const close = () => setOpen(null);
  return (
    <>
      <tr className="border-t border-slate-200 dark:border-slate-700" data-operation={op.id}>
        <td className={td}>
          <DateText value={op.createdAt} withTime />
        </td>
        <td className={`${td} break-all`}>{op.owner.email}</td>
        <th scope="row" className={`${td} text-left font-normal`}>
          <span className="block font-medium">{op.companyName}</span>
          <span className="text-slate-600 dark:text-slate-300">{tc(`kind.${op.kind}`)}</span>
          <Link href={`/operator/operations/${op.id}`} className="block text-xs underline">
            {ts("open")}
            <span className="sr-only"> {op.companyName}</span>
          </Link>
        </th>
        <td className={`${td} text-right`}>
          <Money amount={op.amount} currency={op.currency} />
        </td>
        <td className={td}>
          <StatusBadge status={op.status} />
          {/* The provider's or the system's own words, kept verbatim for operators (translate="no"). */}
          {op.statusReason ? (
            <span translate="no" className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
              {op.statusReason}
            </span>
          ) : null}
          {op.statusReasonCode ? <code className="mt-1 block text-xs">{op.statusReasonCode}</code> : null}
        </td>
        <td className={td}>
          {op.flagged ? (
            <span className="font-semibold text-red-800 dark:text-red-300">
              <Flag aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
              {t("flagged")}
              {op.flagReason ? <span translate="no">: {op.flagReason}</span> : null}
            </span>
          ) : (
            t("notFlagged")
          )}
        </td>
        <td className={td}>
          <Reconciliation op={op} />
        </td>
        <td className={td}>
          <div className="flex flex-col gap-2">
            {can.recheck ? (
              <Button variant="secondary" aria-expanded={open === "recheck"} onClick={() => setOpen("recheck")}>
                {ta("recheck.open")}
              </Button>
            ) : null}
            {can.choices.length > 0 ? (
              <Button variant="secondary" aria-expanded={open === "resolve"} onClick={() => setOpen("resolve")}>
                {ta("resolve.open")}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={COLUMNS} className="px-3 pb-3">
            {open === "recheck" ? (
              <RecheckPanel mutation={recheck} onClose={close} />
            ) : (
              <ResolvePanel choices={can.choices} mutation={resolve} onClose={close} />
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
