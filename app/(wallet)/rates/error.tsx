"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";

// A Server Component's error reaches the browser without its message: say it in our own words.
export default function RatesError({ retry }: { error: Error; retry: () => void }) {
  const t = useTranslations("rates");
  return (
    <>
      <PageHeader title={t("title")} />
      <ErrorState error={null} onRetry={retry}>
        <Link href="/" className={buttonClass("ghost")}>
          {t("home")}
        </Link>
      </ErrorState>
    </>
  );
}
