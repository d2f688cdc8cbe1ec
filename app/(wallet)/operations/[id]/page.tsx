import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { OperationScreen } from "./_components/operation-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("operation");
  return { title: t("title") };
}

// Where every payment lands. The status changes after the page is served, so the client watches it.
export default async function OperationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OperationScreen id={id} />;
}
