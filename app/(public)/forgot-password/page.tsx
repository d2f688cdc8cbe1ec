import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { ForgotForm } from "./_components/forgot-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("forgot.title") };
}

// GET /forgot-password — ask for a password reset link by email
export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <Card className="p-6">
      <PageHeader title={t("forgot.title")} description={t("forgot.description")} />
      <ForgotForm />
    </Card>
  );
}
