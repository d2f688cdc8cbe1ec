"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";

/** The catalogue could not be read: try again, or go back to the list. */
export function CompanyLoadError() {
  const t = useTranslations("pay.company");
  const router = useRouter();
  return (
    <ErrorState error={null} onRetry={() => router.refresh()}>
      <Link href="/pay" className={buttonClass("ghost")}>
        {t("back")}
      </Link>
    </ErrorState>
  );
}
