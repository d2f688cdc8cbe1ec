import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import type { OperationView } from "@/lib/payments/view";
import { KindIcon } from "./kind-icon";

/**
 * One operation in a list; the whole row opens its operation page. Used by home and history, drawn
 * on the server: a row in flight changes when its page is rendered again (LiveRefresh).
 */
export async function OperationRow({ op }: { op: OperationView }) {
  const common = await getTranslations("common");
  const text = await getTextFormat();
  // The customer number (or phone) tells two accounts at one company apart; beside a document
  // type or other short choice, it is the longest value.
  const identifier = op.identifiers.map((i) => i.identifierValue).reduce<string | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
  return (
    <li>
      <Link
        href={`/operations/${op.id}`}
        className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <KindIcon kind={op.kind} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">
            {op.companyName}
            {op.nickname ? <span data-testid="nickname"> · {op.nickname}</span> : null}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-300">
            {identifier ? <span className="font-mono">{identifier}</span> : null}
            {identifier ? " · " : null}
            {common(`kind.${op.kind}`)}
            {op.origin === "autopay" ? <span data-testid="origin"> · {common("origin.autopay")}</span> : null} ·{" "}
            <time dateTime={op.createdAt}>{text.dateTime(op.createdAt)}</time>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold">{text.money(op.amount, op.currency)}</span>
          <StatusBadge status={op.status} />
        </span>
      </Link>
    </li>
  );
}
