import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Banner } from "@/components/ui/banner";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { safeNextPath } from "@/lib/accounts/next-path";
import { getTranslations } from "@/lib/platform/i18n/server";
import { AuthForm } from "../_components/auth-form";
import { PasskeySignIn } from "../_components/passkey-sign-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signIn.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  // The page asked for before signing in (only ever a path of this site), else home.
  const query = await searchParams;
  const next = safeNextPath(query.next);
  // Someone already signed in has nothing to do here.
  if (await sessionUser()) redirect(next ?? "/");
  const t = await getTranslations("auth");
  return (
    <Card className="p-6">
      <PageHeader title={t("signIn.title")} description={t("signIn.description")} />
      {/* After a password reset (reset-password's form comes here). */}
      {query.reset === "done" && (
        <Banner role="status" className="mb-4">
          {t("reset.done")}
        </Banner>
      )}
      {/* After closing the account (the close form comes here). */}
      {query.closed === "1" && (
        <Banner role="status" className="mb-4">
          {t("closed")}
        </Banner>
      )}
      <AuthForm mode="sign-in" next={next} />
      <PasskeySignIn next={next} />
    </Card>
  );
}
