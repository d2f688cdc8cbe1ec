import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { EndButton } from "./_components/end-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("sessionEnd.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /session-end?token=… — the link of a new-device mail. Opening it changes nothing (mail
// scanners fetch links); the button's POST ends the session it names.
export default async function SessionEndPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const t = await getTranslations("auth");
  return (
    <Card className="p-6">
      <PageHeader title={t("sessionEnd.title")} description={t("sessionEnd.description")} />
      <EndButton token={typeof token === "string" ? token : ""} />
    </Card>
  );
}
