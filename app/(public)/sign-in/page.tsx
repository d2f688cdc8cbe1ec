import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/auth/current";
import { safeNextPath } from "@/lib/auth/next-path";
import { getTranslations } from "@/lib/i18n/server";
import { AuthForm } from "../_components/auth-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signIn.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  // The page asked for before signing in (only ever a path of this site), else home.
  const next = safeNextPath((await searchParams).next);
  // Someone already signed in has nothing to do here.
  if (await sessionUser()) redirect(next ?? "/");
  const t = await getTranslations("auth");
  return (
    <Card className="p-6">
      <PageHeader title={t("signIn.title")} description={t("signIn.description")} />
      <AuthForm mode="sign-in" next={next} />
    </Card>
  );
}
