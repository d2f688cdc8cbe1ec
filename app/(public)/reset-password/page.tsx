import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { ResetForm } from "./_components/reset-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("reset.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /reset-password?token=… — the link of a reset mail: choose the new password
export default async function ResetPasswordPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const t = await getTranslations("auth");
  return (
    <Card className="p-6">
      <PageHeader title={t("reset.title")} description={t("reset.description")} />
      <ResetForm token={typeof token === "string" ? token : ""} />
    </Card>
  );
}
