import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { LoadingState } from "@/components/ui/states";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { DueSoon } from "./_components/due-soon";
import { RatesGlance } from "./_components/rates-glance";
import { RecentOperations } from "./_components/recent-operations";
import { Shortcuts } from "./_components/shortcuts";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  return { title: t("title") };
}

// Each block streams in on its own: a slow provider (reminders, rates) does not hold up the rest.
export default async function HomePage() {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  const t = await getTranslations("home");
  return (
    <>
      <PageHeader title={t("greeting", { name: user.name })} description={t("description")} />
      <div className="space-y-5">
        <Shortcuts />
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <Suspense fallback={<LoadingState label={t("due.loading")} />}>
            <DueSoon user={user} />
          </Suspense>
          <Suspense fallback={<LoadingState label={t("recent.loading")} />}>
            <RecentOperations user={user} />
          </Suspense>
          <Suspense fallback={<LoadingState label={t("rates.loading")} />}>
            <RatesGlance />
          </Suspense>
        </div>
      </div>
    </>
  );
}
