import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { Forbidden } from "./_components/forbidden";
import { OperatorConsole } from "./_components/operator-console";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("operator");
  return { title: t("title") };
}

// Checked here so a non-operator gets no console at all; every /api/operator call checks again.
export default async function OperatorPage() {
  const user = await sessionUser();
  const t = await getTranslations("operator");
  return (
    <>
      <PageHeader title={t("title")} description={user?.isOperator ? t("description") : undefined} />
      {user?.isOperator ? <OperatorConsole /> : <Forbidden />}
    </>
  );
}
