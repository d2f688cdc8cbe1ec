"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/states";

/**
 * A catalogue page that could not be read on the server: an unknown company is a dead end with a
 * way back; anything else can be retried (the page is rendered again).
 */
export function CatalogLoadError({ notFound, backHref, backLabel }: { notFound: boolean; backHref: string; backLabel: string }) {
  const t = useTranslations("purchase.load");
  const router = useRouter();
  const back = (
    <Link href={backHref} className={buttonClass("secondary")}>
      <ArrowLeft aria-hidden className="size-4" />
      {backLabel}
    </Link>
  );
  if (notFound) return <EmptyState title={t("notFound")}>{back}</EmptyState>;
  return (
    <ErrorState error={null} onRetry={() => router.refresh()}>
      {back}
    </ErrorState>
  );
}
