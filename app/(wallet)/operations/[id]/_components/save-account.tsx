import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { OperationDetail } from "@/lib/client/operation-filters";
import { getTranslations } from "@/lib/platform/i18n/server";
import type { SaveOffer } from "@/lib/saved-accounts/from-operation";
import { SaveAccountForm } from "./on-demand";

/** Under a paid bill: its account already in "Mis cuentas", or the offer to save it there. */
export async function SaveAccount({ op, offer }: { op: OperationDetail; offer: SaveOffer | null }) {
  const t = await getTranslations("agenda.save");
  if (!offer) return null;
  if (offer.saved) {
    return (
      <p className="no-print text-sm text-slate-700 dark:text-slate-200">
        {t("already", { name: offer.saved.nickname ?? op.companyName })}{" "}
        <Link href="/agenda" className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t("toAccounts")}
        </Link>
      </p>
    );
  }
  if (!offer.canSave) return null;
  // "¿Guardarla para la próxima?": a nickname and Save. Nothing is saved unless the user asks.
  return (
    <Card role="region" aria-labelledby="save-account-title" className="no-print space-y-3" data-testid="save-account">
      <h2 id="save-account-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <SaveAccountForm operationId={op.id} companyName={op.companyName} />
    </Card>
  );
}
