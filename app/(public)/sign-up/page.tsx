import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { safeNextPath } from "@/lib/accounts/next-path";
import { getTranslations } from "@/lib/platform/i18n/server";
import { countryFromAcceptLanguage } from "@/lib/rules/country";
import { AuthForm } from "../_components/auth-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signUp.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  // The page asked for before signing in (only ever a path of this site), else home.
  const next = safeNextPath((await searchParams).next);
  // Someone already signed in has nothing to do here.
  if (await sessionUser()) redirect(next ?? "/");
  const t = await getTranslations("auth");
  // The country offered is the browser's (es-MX → México); the user may pick another.
  const country = countryFromAcceptLanguage((await headers()).get("accept-language"));
  return (
    <Card className="p-6">
      <PageHeader title={t("signUp.title")} description={t("signUp.description")} />
      <AuthForm mode="sign-up" next={next} defaultCountry={country} />
    </Card>
  );
}
