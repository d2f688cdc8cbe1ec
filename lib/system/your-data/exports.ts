import "server-only";
import { strToU8, zipSync } from "fflate";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { getDb, type Db } from "@/lib/platform/db/client";
import { dataExports } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { AppError } from "@/lib/platform/http/errors";
import { DATA_EXPORT_PER_USER, consume } from "@/lib/platform/http/rate-limit";
import type { Locale } from "@/lib/platform/i18n/config";
import { addJob } from "@/lib/platform/jobs";
import { dataExportMail } from "@/lib/notifications/mail/templates/data-export";
import { collectData } from "./collect";
import { movementsCsv } from "./movements-csv";

// "Descargar mis datos" (docs/accounts.md): asked from Perfil, made by the `data.export` job (every
// record Saldo keeps of the user, collect.ts) as a ZIP of saldo-datos.json and movimientos.csv,
// kept in the database for DOWNLOAD_DAYS, downloadable only by its owner signed in, and announced
// by mail with a link to Perfil (the link opens nothing by itself, so it may wait in the job queue).

export const DOWNLOAD_DAYS = 7;
const DAY_MS = 86_400_000;

export type ExportView = { id: string; state: "preparing" | "ready" | "failed"; createdAt: string; readyAt: string | null; expiresAt: string | null; size: number | null };

const view = (row: Omit<typeof dataExports.$inferSelect, "file" | "userId">): ExportView => ({
  id: row.id,
  state: row.state as ExportView["state"],
  createdAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  size: row.fileSize,
});

const listed = { id: dataExports.id, state: dataExports.state, createdAt: dataExports.createdAt, readyAt: dataExports.readyAt, expiresAt: dataExports.expiresAt, fileSize: dataExports.fileSize };

/** Asks for a new export; one still being prepared is answered instead of a second. */
export async function requestExport(user: User, locale: Locale): Promise<ExportView> {
  const db = await getDb();
  const [preparing] = await db.select(listed).from(dataExports).where(and(eq(dataExports.userId, user.id), eq(dataExports.state, "preparing")));
  if (preparing) return view(preparing);
  await consume(DATA_EXPORT_PER_USER, user.id);
  const [row] = await db.insert(dataExports).values({ userId: user.id }).returning(listed);
  await addJob("data.export", { exportId: row!.id, locale });
  return view(row!);
}

/** The user's exports of the last DOWNLOAD_DAYS, the newest first (a ready one past its date is gone). */
export async function exportsOf(userId: string, now = new Date()): Promise<ExportView[]> {
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, new Date(now.getTime() - DOWNLOAD_DAYS * DAY_MS))))
    .orderBy(desc(dataExports.createdAt))
    .limit(10);
  return rows.filter((r) => !(r.expiresAt && r.expiresAt <= now)).map(view);
}

/** The ZIP of one ready export of the user's, or NOT_FOUND (not theirs, not ready, or past its date). */
export async function downloadExport(userId: string, id: string, now = new Date()): Promise<{ file: Uint8Array; name: string }> {
  const db = await getDb();
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db.select({ file: dataExports.file, createdAt: dataExports.createdAt, expiresAt: dataExports.expiresAt }).from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.state, "ready")))
    : [];
  if (!row?.file || !row.expiresAt || row.expiresAt <= now) throw new AppError("NOT_FOUND", "No such download is ready.");
  return { file: row.file, name: `saldo-datos-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** The `data.export` job: the file made and kept, then the owner told by mail (through the queue). */
export async function makeExport(db: Db, exportId: string, locale: Locale, now = new Date()): Promise<void> {
  const [row] = await db.select({ userId: dataExports.userId, state: dataExports.state }).from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.state !== "preparing") return; // made already (a job run twice), or the user is gone
  const data = await collectData(db, row.userId, now);
  if (!data) return;
  const file = zipSync({
    "saldo-datos.json": strToU8(`${JSON.stringify(data, null, 2)}\n`),
    "movimientos.csv": strToU8(movementsCsv(data)),
  });
  const expiresAt = new Date(now.getTime() + DOWNLOAD_DAYS * DAY_MS);
  const [made] = await db
    .update(dataExports)
    .set({ state: "ready", readyAt: now, expiresAt, file, fileSize: file.byteLength })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.state, "preparing")))
    .returning({ id: dataExports.id });
  if (!made) return;
  const mail = dataExportMail({ locale, until: expiresAt, profileUrl: `${env.APP_URL}/profile#your-data` });
  await addJob("mail.send", { to: data.profile.email, ...mail }, { jobKey: `data-export:${exportId}:mail` });
}

/** A job that used up its attempts leaves its export failed, so Perfil stops saying "preparing". */
export async function failExport(db: Db, exportId: string): Promise<void> {
  await db.update(dataExports).set({ state: "failed" }).where(and(eq(dataExports.id, exportId), eq(dataExports.state, "preparing")));
}

/** Retention: downloads past their date, and ones never made a day after they were asked for. */
export const staleExports = (now: Date) =>
  sql`${dataExports.expiresAt} < ${now} or (${dataExports.state} <> 'ready' and ${dataExports.createdAt} < ${new Date(now.getTime() - DAY_MS)})`;
