import Link from "next/link";
import { unreadCount } from "@/lib/notifications/in-app";
import { getTranslations } from "@/lib/platform/i18n/server";
import { log } from "@/lib/platform/log";

/**
 * The header's bell: a link to the notifications with the unread count. Rendered on the server
 * (one indexed count, no client code); a count that cannot be read shows the plain bell.
 */
export async function Bell({ userId }: { userId: string }) {
  const t = await getTranslations("common.bell");
  const unread = await unreadCount(userId).catch((error: unknown) => {
    log.warn({ err: error }, "bell: unread count could not be read");
    return 0;
  });
  const label = unread > 0 ? t("unread", { count: unread }) : t("none");
  return (
    <Link
      href="/notifications"
      aria-label={label}
      title={label}
      data-testid="bell"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
