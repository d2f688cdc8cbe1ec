import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { paymentsInFlight } from "@/lib/system/your-data/close";
import { CloseForm } from "./_components/close-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("close.title") };
}

// GET /close-account — "Cerrar mi cuenta" (from Perfil, and "Baja" at the foot of every page): what
// closing deletes and what it keeps, the payments it waits for, and the password to confirm.
export default async function CloseAccountPage() {
  const user = await sessionUser();
  if (!user) redirect("/sign-in?next=%2Fclose-account");
  const t = await getTranslations("profile");
  const format = await getTextFormat();
  const waiting = await paymentsInFlight(await getDb(), user.id);
  const years = Math.round(env.RETENTION_CLOSED_ACCOUNT_DAYS / 365);
  return (
    <>
      <PageHeader title={t("close.title")} description={t("close.description")} />
      <Card className="max-w-xl space-y-4 p-6">
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>{t("close.what.deleted")}</li>
          <li>{t("close.what.provider")}</li>
          <li>{t("close.what.kept", { years })}</li>
          <li>{t("close.what.again")}</li>
        </ul>
        <Link href="/profile#your-data" className="inline-block font-semibold text-brand-700 underline dark:text-brand-100">
          {t("close.toData")}
        </Link>
        {waiting.length > 0 ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950" data-testid="in-flight">
            <p className="font-semibold">{t("close.inFlight")}</p>
            <ul className="mt-2 space-y-1">
              {waiting.map((p) => (
                <li key={p.id}>
                  <Link href={`/operations/${p.id}`} className="underline">
                    {p.companyName} · {format.money(p.amount, p.currency)} · {format.dateTime(p.createdAt)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <CloseForm />
        )}
      </Card>
    </>
  );
}
