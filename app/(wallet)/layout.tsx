import Link from "next/link";
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Nav } from "@/components/shell/nav";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { sessionUser } from "@/lib/auth/current";
import { redirectToSignIn } from "@/lib/auth/sign-in-redirect";
import { getTranslations } from "@/lib/i18n/server";

// Every page of the wallet needs a signed-in user (signed out: sign in, then back to this page);
// the API checks again on every call.
export default async function WalletLayout({ children }: { children: ReactNode }) {
  const user = await sessionUser();
  if (!user) return redirectToSignIn();
  const t = await getTranslations("common");
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <header className="no-print border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <Link href="/" className="text-xl font-extrabold text-brand-700 dark:text-brand-100">
            {t("appName")}
          </Link>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-300">{user.name}</span>
            <LanguageSwitch />
            <SignOutButton />
          </div>
        </div>
        <div className="mx-auto max-w-5xl px-2 pb-2">
          <Nav isOperator={user.isOperator} />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
