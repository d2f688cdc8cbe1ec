"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";

// A Server Component's error reaches the browser without its message: say it in our own words.
export default function NotificationsError({ retry }: { error: Error; retry: () => void }) {
  const t = useTranslations("notifications");
  return (
    <>
      <PageHeader title={t("title")} />
      <ErrorState error={null} onRetry={retry}>
        <Link href="/agenda" className={buttonClass("ghost")}>
          {t("empty.action")}
        </Link>
      </ErrorState>
    </>
  );
}
