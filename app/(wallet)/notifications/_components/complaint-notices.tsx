import { MessageSquareWarning } from "lucide-react";
import { DateText } from "@/components/ui/money";
import type { UserNotificationView } from "@/lib/notifications/in-app";
import { COMPLAINT_STATES, complaintNumber } from "@/lib/complaints/rules";
import { getTranslations } from "@/lib/platform/i18n/server";
import { NoticeSection } from "./notice-section";

type Notice = { id: string; number: string; state: (typeof COMPLAINT_STATES)[number]; operationId: string; answer: string | null; createdAt: string; read: boolean };

/** The complaint notices among Saldo's own, with what a page needs; anything malformed is left out. */
export function complaintNotices(notifications: UserNotificationView[]): Notice[] {
  return notifications.flatMap((n) => {
    const { number, state, operationId, answer } = n.data;
    if (n.kind !== "COMPLAINT_UPDATED" || typeof number !== "number" || typeof operationId !== "string") return [];
    const known = COMPLAINT_STATES.find((s) => s === state);
    if (!known) return [];
    return [{ id: n.id, number: complaintNumber(number), state: known, operationId, answer: typeof answer === "string" ? answer : null, createdAt: n.createdAt, read: n.read }];
  });
}

/** "Tus reclamos": each change of a complaint, newest first, the answer with it, and a link to the payment. */
export async function ComplaintNotices({ notices }: { notices: Notice[] }) {
  const t = await getTranslations("complaints.notices");
  return (
    <NoticeSection
      kind="complaint"
      title={t("title")}
      newLabel={t("new")}
      notices={notices}
      card={(n) => ({
        icon: MessageSquareWarning,
        title: t(`state.${n.state}`, { number: n.number }),
        body: (
          <>
            {n.answer ? <p className="text-sm">{t("answer", { answer: n.answer })}</p> : null}
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <DateText value={n.createdAt} withTime />
            </p>
          </>
        ),
        link: { href: `/operations/${n.operationId}`, label: t("see"), name: n.number, className: "text-sm font-semibold underline" },
        data: { "data-state": n.state },
      })}
    />
  );
}
