import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { findUserById } from "@/lib/accounts/users";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { asksBillFields, identifierNameOf, payHrefOf } from "@/lib/saved-accounts/pay-target";
import { queryDebts } from "@/lib/payments/bills/debts";
import type { AutopayEvent } from "@/lib/notifications/mail/templates/autopay";
import { byKeyQuery } from "@/lib/payments/pay/create";
import { payBill } from "@/lib/payments/pay/payments";
import type { OperationRow } from "@/lib/payments/state";
import type { ReminderDraft } from "@/lib/saved-accounts/reminders/build";
import { mayCharge, planCharge } from "@/lib/rules/autopay";
import { AppError } from "@/lib/platform/http/errors";
import type { Db } from "@/lib/platform/db/client";
import { autopayCharges } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { businessNow } from "@/lib/platform/clock";
import { chargePath } from "./paths";
import { autopaySettingsOf, type AutopaySetting } from "./settings";
import { noticeInApp, sendOut, type AddJob, type AutopayPaths } from "./tell";

// Autopay's pass over one user (docs/reminders-and-autopay.md), run by the `reminders.user` job
// before the reminders: each bill of an autopay account gets one charge row (user, account, due
// date); its notice goes out `noticeDays` before the charge; the charge pays through the same path
// as a checkout, with the Idempotency-Key `autopay:{charge id}`. Every step is a guarded UPDATE of
// that row, so a pass run twice, on two instances, or again after an instance died mid-charge,
// finds the payment by its key and pays nothing more.

type Charge = typeof autopayCharges.$inferSelect;

const OPEN: Charge["state"][] = ["scheduled", "charging"];
/** Bills autopay speaks for: a plain reminder would repeat its notice, or contradict it. */
const COVERING = new Set<Charge["state"]>(["scheduled", "charging", "paid", "over_cap", "failed"]);

export const billOf = (agendaId: string, dueDate: string) => `${agendaId}|${dueDate}`;
/** The payment's Idempotency-Key: one per charge row, so one per account and bill. */
export const chargeKey = (chargeId: string) => `autopay:${chargeId}`;

/** Past the end of the due date (Buenos Aires): no charge any more, the bill is the user's again. */
const pastDue = (charge: Charge, now: Date) => now > new Date(`${charge.dueDate}T23:59:59-03:00`);

async function pathsOf(charge: Charge): Promise<AutopayPaths> {
  const [, modalityId] = charge.agendaId.split("#");
  return { manage: chargePath(charge.id), pay: await payHrefOf(charge.companyCode, modalityId ?? null, charge.identifier) };
}

type Step = { db: Db; addJob: AddJob; now: Date; settings: Map<string, AutopaySetting> };

/** Moves an open charge to a final state once (a guarded UPDATE), with its notice when it has one. */
async function finish(
  { db, addJob }: Step,
  charge: Charge,
  to: Charge["state"],
  change: { reasonCode?: string | null; event?: AutopayEvent; operationId?: string; amount?: number },
): Promise<void> {
  const paths = await pathsOf(charge);
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(autopayCharges)
      .set({
        state: to,
        reasonCode: change.reasonCode ?? null,
        updatedAt: new Date(),
        ...(change.operationId ? { operationId: change.operationId } : {}),
        ...(change.amount !== undefined ? { amount: change.amount } : {}),
      })
      .where(and(eq(autopayCharges.id, charge.id), inArray(autopayCharges.state, OPEN)))
      .returning();
    if (row && change.event) await noticeInApp(tx, row, change.event, paths);
    return row;
  });
  if (moved && change.event) await sendOut(db, addJob, moved, change.event, paths);
}

/** The charge follows its payment: final when the payment is, otherwise it waits for the next pass. */
async function followPayment(step: Step, charge: Charge, op: OperationRow): Promise<void> {
  if (op.status === "confirmed") return finish(step, charge, "paid", { event: "paid", operationId: op.id });
  if (op.status === "failed") return finish(step, charge, "failed", { event: "failed", operationId: op.id, reasonCode: op.statusReasonCode });
  if (!charge.operationId) {
    await step.db.update(autopayCharges).set({ operationId: op.id, updatedAt: new Date() }).where(eq(autopayCharges.id, charge.id));
  }
}

/** The notice, once: whoever sets noticeSentAt sends it. */
async function sendNotice({ db, addJob, now }: Step, charge: Charge): Promise<void> {
  const paths = await pathsOf(charge);
  const noticed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(autopayCharges)
      .set({ noticeSentAt: now, updatedAt: new Date() })
      .where(and(eq(autopayCharges.id, charge.id), eq(autopayCharges.state, "scheduled"), isNull(autopayCharges.noticeSentAt)))
      .returning();
    if (row) await noticeInApp(tx, row, "notice", paths);
    return row;
  });
  if (noticed) await sendOut(db, addJob, noticed, "notice", paths);
}

/** Codes of a checkout refused because the bill is paid or being paid another way. */
const PAID_ELSEWHERE = new Set(["CONFLICT", "DUPLICATE_PAYMENT", "PAYMENT_IN_FLIGHT", "NOT_FOUND"]);

/**
 * The bill is gone from the company's list. Passes of one user can run side by side (a settled
 * payment asks for one while a scan's runs), and both may claim a charge: the bill may be gone
 * because the other pass's payment reached the provider after this pass looked for it. That
 * payment, found by the charge's key, then decides the charge; only without one was it paid
 * some other way.
 */
async function paidElsewhere(step: Step, charge: Charge, reasonCode: string): Promise<void> {
  const [racing] = await byKeyQuery(step.db, charge.userId, chargeKey(charge.id));
  if (racing) return followPayment(step, charge, racing);
  return finish(step, charge, "already_paid", { reasonCode });
}

/** Looks the bill up now and pays it, within the cap, through the checkout's own path. */
async function pay(step: Step, charge: Charge): Promise<void> {
  const setting = step.settings.get(charge.agendaId);
  const account = (await savedAccountsOf(charge.userId)).find((a) => a.agendaId === charge.agendaId);
  const user = await findUserById(charge.userId);
  if (!setting?.enabled || !account || !user) return finish(step, charge, "cancelled", { reasonCode: "TURNED_OFF" });
  const identifierName = await identifierNameOf(charge.companyCode, account.modalityId);
  if (!identifierName) return finish(step, charge, "failed", { event: "failed", reasonCode: "NOT_PAYABLE" });

  let debts;
  try {
    ({ debts } = await queryDebts(user, {
      companyCode: charge.companyCode,
      modalityId: account.modalityId,
      // The account's kept fields (the company's additional ones too), or its identifier alone.
      queryData: account.queryData.length > 0 ? account.queryData : [{ identifierName, identifierValue: charge.identifier }],
    }));
  } catch (error) {
    // No pending bill (404) or "already paid" (409): the user paid it some other way, unless a
    // pass of this charge running beside this one paid it since this one looked.
    if (error instanceof AppError && PAID_ELSEWHERE.has(error.code)) return paidElsewhere(step, charge, error.code);
    throw error; // the biller or the provider is down: the next pass tries again
  }
  // Only a bill with a fixed amount: an open amount is the user's to choose.
  const closed = debts.flatMap((d) => (d.payable && d.amountType === "CLOSED" && d.amount !== null ? [{ ...d, amount: d.amount }] : []));
  const debt = closed.find((d) => d.expirationDate?.slice(0, 10) === charge.dueDate) ?? closed[0];
  if (!debt) {
    if (debts.some((d) => d.payable)) return finish(step, charge, "failed", { event: "failed", reasonCode: "OPEN_AMOUNT" });
    return paidElsewhere(step, charge, "NOTHING_DUE");
  }
  // The bill as it is now, against the cap as it is now: never a cent above it.
  if (debt.amount > setting.cap) return finish(step, charge, "over_cap", { event: "over_cap", reasonCode: "OVER_CAP", amount: debt.amount });

  let op: OperationRow;
  try {
    op = await payBill({ userId: charge.userId, idempotencyKey: chargeKey(charge.id) }, { debtId: debt.debtId, amount: debt.amount, paymentMethod: "ACCOUNT" }, "autopay");
  } catch (error) {
    // A refusal still made the operation (failed), and a run racing this one may have made it.
    const [mine] = await byKeyQuery(step.db, charge.userId, chargeKey(charge.id));
    if (mine) return followPayment(step, charge, mine);
    if (error instanceof AppError && PAID_ELSEWHERE.has(error.code)) return finish(step, charge, "already_paid", { reasonCode: error.code });
    throw error;
  }
  return followPayment(step, charge, op);
}

/** One open charge, one step further: notice, charge, or follow the payment it made. */
async function advance(step: Step, charge: Charge): Promise<void> {
  const [op] = await byKeyQuery(step.db, charge.userId, chargeKey(charge.id));
  if (op) return followPayment(step, charge, op);
  if (charge.state === "scheduled") {
    if (pastDue(charge, step.now)) return finish(step, charge, "failed", { event: "failed", reasonCode: "DUE_PASSED" });
    // The notice and the charge are never in one pass: at least MIN_NOTICE_MS lies between them.
    if (!charge.noticeSentAt) return charge.noticeAt <= step.now ? sendNotice(step, charge) : undefined;
    if (!mayCharge(charge, step.now)) return;
  } else if (pastDue(charge, step.now)) {
    return finish(step, charge, "failed", { event: "failed", reasonCode: "DUE_PASSED" });
  }
  const [claimed] = await step.db
    .update(autopayCharges)
    .set({ state: "charging", updatedAt: new Date() })
    .where(and(eq(autopayCharges.id, charge.id), inArray(autopayCharges.state, OPEN)))
    .returning();
  if (claimed) await pay(step, claimed);
}

/**
 * Plans the autopay accounts' new bills (from this pass's reminder drafts) and moves every open
 * charge of the user one step. Answers the bills autopay speaks for, which get no plain reminder.
 */
export async function runAutopay(db: Db, userId: string, drafts: ReminderDraft[], addJob: AddJob, at?: Date): Promise<Set<string>> {
  const settings = await autopaySettingsOf(userId, db);
  const now = at ?? (await businessNow());
  const step: Step = { db, addJob, now, settings };

  for (const draft of drafts) {
    const setting = draft.agendaId ? settings.get(draft.agendaId) : undefined;
    if (!draft.agendaId || !setting?.enabled || draft.amount === null || !draft.currency) continue;
    // A bill whose query needs its own field (an issue date) is the user's to pay: a plain reminder with "Pagar ahora".
    if (await asksBillFields(draft.companyCode, draft.agendaId.split("#")[1] ?? "").catch(() => false)) continue;
    const plan = planCharge({ amount: draft.amount, cap: setting.cap, dueDate: draft.dueDate, noticeDays: setting.noticeDays, now });
    if (plan.kind === "too_late") continue;
    const [made] = await db
      .insert(autopayCharges)
      .values({
        userId,
        agendaId: draft.agendaId,
        companyCode: draft.companyCode,
        companyName: draft.companyName,
        identifier: draft.identifier,
        dueDate: draft.dueDate,
        amount: draft.amount,
        currency: draft.currency,
        capAmount: setting.cap,
        // An over-cap bill is planned as "scheduled" too, and its pass says so once (below).
        state: "scheduled",
        noticeAt: plan.kind === "charge" ? plan.noticeAt : now,
        chargeAt: plan.kind === "charge" ? plan.chargeAt : now,
      })
      .onConflictDoNothing()
      .returning();
    if (made && plan.kind === "over_cap") await finish(step, made, "over_cap", { event: "over_cap", reasonCode: "OVER_CAP" });
  }

  const open = await db.select().from(autopayCharges).where(and(eq(autopayCharges.userId, userId), inArray(autopayCharges.state, OPEN)));
  for (const charge of open) {
    try {
      await advance(step, charge);
    } catch (error) {
      log.warn({ chargeId: charge.id, err: error }, "autopay: a charge could not go on; the next pass tries again");
    }
  }

  const agendaIds = [...new Set(drafts.flatMap((d) => (d.agendaId ? [d.agendaId] : [])))];
  if (agendaIds.length === 0) return new Set();
  const known = await db
    .select({ agendaId: autopayCharges.agendaId, dueDate: autopayCharges.dueDate, state: autopayCharges.state })
    .from(autopayCharges)
    .where(and(eq(autopayCharges.userId, userId), inArray(autopayCharges.agendaId, agendaIds)));
  return new Set(known.filter((c) => COVERING.has(c.state)).map((c) => billOf(c.agendaId, c.dueDate)));
}
