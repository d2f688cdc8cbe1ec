"use client";

import { useTranslations } from "use-intl";
import { PageError } from "../_components/page-error";

export default function RatesError({ retry }: { error: Error; retry: () => void }) {
  const t = useTranslations("rates");
  return <PageError title={t("title")} retry={retry} elsewhere={{ href: "/", label: t("home") }} />;
}
