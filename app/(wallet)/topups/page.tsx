import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/i18n/server";
import { CarrierBrowser } from "./_components/carrier-browser";

export async function generateMetadata() {
  const t = await getTranslations("topups");
  return { title: t("carriers.title") };
}

// GET /topups — choose the carrier to top up.
export default async function TopUpsPage() {
  const t = await getTranslations("topups");
  return (
    <>
      <PageHeader title={t("carriers.title")} description={t("carriers.description")} />
      <CarrierBrowser />
    </>
  );
}
