import "server-only";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { userNotifications } from "@/lib/platform/db/schema";

/** A database handle or an open transaction: a notice is written with what it tells about. */
export type Writer = Pick<Db, "insert">;

export type UserNotificationView = {
  id: string;
  kind: string;
  subjectId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  read: boolean;
};

/** Saldo's own notices (user_notifications); `kind` names what happened, `data` what a page needs to word it. */
export async function notifyUser(
  db: Writer,
  notice: { userId: string; kind: string; subjectId?: string | null; data?: Record<string, unknown> },
): Promise<void> {
  await db.insert(userNotifications).values({ ...notice, subjectId: notice.subjectId ?? null, data: notice.data ?? {} });
}

/** The user's latest notices, newest first; with `markRead`, the unread ones shown are read from now on. */
export async function listUserNotifications(userId: string, { limit = 50, markRead = false } = {}): Promise<UserNotificationView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(limit);
  const unread = rows.filter((r) => r.readAt === null).map((r) => r.id);
  if (markRead && unread.length > 0) {
    await db
      .update(userNotifications)
      .set({ readAt: new Date() })
      .where(and(eq(userNotifications.userId, userId), inArray(userNotifications.id, unread), isNull(userNotifications.readAt)));
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    subjectId: r.subjectId,
    data: r.data,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
}

/** How many of the user's notices are unread (the header's bell): one indexed count. */
export async function unreadCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
  return row?.n ?? 0;
}
