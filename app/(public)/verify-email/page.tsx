import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { VerifyButton } from "./_components/verify-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("verify.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /verify-email?token=… — the link of a verification mail. Opening it changes nothing (mail
// scanners fetch links); the button's POST spends the token.
export default async function VerifyEmailPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const t = await getTranslations("auth");
  return (
    <Card className="p-6">
      <PageHeader title={t("verify.title")} description={t("verify.description")} />
      <VerifyButton token={typeof token === "string" ? token : ""} />
    </Card>
  );
}
