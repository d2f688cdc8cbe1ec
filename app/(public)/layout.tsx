import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";
import { Footer } from "@/components/shell/footer";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { getTranslations } from "@/lib/platform/i18n/server";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <div className="mb-8 flex items-center justify-between">
        <p className="text-3xl font-extrabold text-brand-700 dark:text-brand-100">{t("appName")}</p>
        <LanguageSwitch />
      </div>
      {/* The sign-in and sign-up forms' words (lib/platform/i18n/messages.ts). */}
      <Messages namespaces={["auth", "profile"]}>{children}</Messages>
      <Footer />
    </main>
  );
}
