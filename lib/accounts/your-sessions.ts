import "server-only";
import { deviceName, type DeviceName } from "./device-name";
import { liveSessionsOf } from "./sessions";

/** One place the account is signed in, as Perfil lists it. */
export type SessionView = DeviceName & { id: string; address: string | null; createdAt: string; lastSeenAt: string; current: boolean };

/** Where the user is signed in now: this device first, then the most recently used. */
export async function yourSessions(userId: string, currentId: string, now = Date.now()): Promise<SessionView[]> {
  const live = await liveSessionsOf(userId, now);
  const views = live.map((s) => ({
    id: s.id,
    ...deviceName(s.userAgent),
    address: s.address,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === currentId,
  }));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}
