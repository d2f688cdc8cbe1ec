import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { isEmailVerified } from "@/lib/accounts/users";
import { getLocale, getTranslations } from "@/lib/platform/i18n/server";
import { ConfirmOverCard } from "./_components/confirm-over-card";
import { ProfileForm } from "./_components/profile-form";
import { PushSettings } from "./_components/push-settings";
import { ReminderSettings } from "./_components/reminder-settings";
import { PasskeysCard } from "./_components/passkeys-card";
import { PasswordCard } from "./_components/password-card";
import { SessionsCard } from "./_components/sessions-card";
import { YourDataCard } from "./_components/your-data-card";
import { preferencesOf } from "@/lib/saved-accounts/reminders/preferences";
import { getDb } from "@/lib/platform/db/client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

// GET /profile — the user's name, email, country and language, reminders, push, passkeys, which
// payments ask for a confirmation, where they are signed in, and their data to download.
export default async function ProfilePage() {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  const t = await getTranslations("profile");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Card className="max-w-xl p-6">
        <ProfileForm
          profile={{ name: user.name, email: user.email, country: user.country, emailVerified: await isEmailVerified(user.id) }}
          locale={await getLocale()}
        />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <ReminderSettings initial={await reminderPrefs(user.id)} />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <PushSettings />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <PasskeysCard userId={user.id} />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <ConfirmOverCard userId={user.id} country={user.country} />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <PasswordCard />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <SessionsCard userId={user.id} sessionId={user.sessionId} />
      </Card>
      <Card className="mt-6 max-w-xl p-6">
        <YourDataCard userId={user.id} />
      </Card>
      <p className="mt-6 max-w-xl">
        <Link href="/close-account" className="inline-flex min-h-11 items-center font-semibold text-red-700 underline dark:text-red-400">
          {t("close.link")}
        </Link>
      </p>
    </>
  );
}

async function reminderPrefs(userId: string) {
  const { email, push, quietStart, quietEnd } = await preferencesOf(await getDb(), userId);
  return { email, push, quietStart, quietEnd };
}
