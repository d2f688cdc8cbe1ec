import Link from "next/link";
import type { ReactNode } from "react";
import { Bell } from "@/components/shell/bell";
import { Footer } from "@/components/shell/footer";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Nav } from "@/components/shell/nav";
import { RouteFocus } from "@/components/shell/route-focus";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { TabBar } from "@/components/shell/tab-bar";
import { sessionUser } from "@/lib/accounts/current";
import { redirectToSignIn } from "@/lib/accounts/sign-in-redirect";
import { getTranslations } from "@/lib/platform/i18n/server";

// Every page of the wallet needs a signed-in user (signed out: sign in, then back to this page);
// the API checks again on every call.
// Desktop: the header holds every destination, on one line from 1280 px, where the shell widens so
// the menu and the console's tables fit. Phone: a bottom tab bar, the rest under "Más".
export default async function WalletLayout({ children }: { children: ReactNode }) {
  const user = await sessionUser();
  if (!user) return redirectToSignIn();
  const t = await getTranslations("common");
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <header className="no-print border-b border-slate-200 bg-white pt-[env(safe-area-inset-top)] dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-2 xl:max-w-6xl">
          <Link href="/" className="inline-flex min-h-11 items-center text-xl font-extrabold text-brand-700 dark:text-brand-100">
            {t("appName")}
          </Link>
          <div className="flex items-center gap-2">
            <Bell userId={user.id} />
          <div className="hidden items-center gap-2 lg:flex">
            <span className="text-sm text-slate-600 dark:text-slate-300">{user.name}</span>
            <LanguageSwitch />
            <SignOutButton />
          </div>
          </div>
        </div>
        <div className="mx-auto hidden max-w-5xl px-2 pb-2 lg:block xl:max-w-6xl">
          <Nav isOperator={user.isOperator} />
        </div>
      </header>
      {/* Its own stacking context, so nothing in a page rises above the tab bar that it scrolls under;
          its bottom padding lets the last row scroll clear of the bar. */}
      <main id="main" className="isolate mx-auto max-w-5xl px-4 pt-6 pb-[calc(1.5rem+var(--bottom-bar-height))] xl:max-w-6xl">
        {children}
        <Footer />
      </main>
      <TabBar isOperator={user.isOperator} />
      <RouteFocus />
    </>
  );
}
