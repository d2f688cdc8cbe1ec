import "server-only";
import type { User } from "@/lib/accounts/users";
import { log } from "@/lib/platform/log";
import { checkQuery } from "@/lib/catalog/modality";
import { getProvider, isProviderError } from "@/lib/provider";
import type { Adhesion } from "@/lib/provider/types";
import type { AdhesionCreateInput, AdhesionUpdateInput } from "@/lib/saved-accounts/input";
import { autopaySettingsOf, forgetAutopay } from "@/lib/saved-accounts/autopay/settings";
import { forgetMismatch, recordMismatches } from "@/lib/saved-accounts/autopay/in-step";
import { traced } from "@/lib/payments/trace";
import { payHrefOf } from "./pay-target";
import { forgetSaved, notYours, ownSaved, rememberSaved, renameSaved, savedAccountsOf } from "./saved";
import { toAdhesionView, type AdhesionView } from "./views";

// "Mis cuentas": the user's saved bill accounts, kept by the provider as agenda adhesions keyed by
// externalClientId, which is always the signed-in user's id (never a value from the browser).
// The provider also adds an adhesion by itself after every confirmed bill payment; only the ones
// the user saved (lib/saved-accounts/saved.ts) are theirs, and the others are paused so no reminder of an
// account the user never asked for goes out.

/** A change of one adhesion at the provider, kept as a step with its tx/mainTx (lib/payments/trace.ts). */
export const patchAdhesion = (userId: string, input: Parameters<ReturnType<typeof getProvider>["agenda"]["update"]>[0]) =>
  traced({ kind: "adhesion", reference: input.agendaId, userId }, () => getProvider().agenda.update(input));

/** Pauses the reminders the provider added by itself; best effort, the list is shown regardless. */
async function pauseUnsaved(user: User, adhesions: Adhesion[]): Promise<void> {
  const results = await Promise.allSettled(
    adhesions.map((a) => patchAdhesion(user.id, { agendaId: a.agendaId, isAdhered: false })),
  );
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed) log.warn({ failed }, "agenda: an unsaved reminder could not be paused");
}

export async function listAdhesions(user: User, options: { all: boolean; notifications: boolean }): Promise<AdhesionView[]> {
  const [{ adhesions }, saved, autopay] = await Promise.all([
    getProvider().agenda.list({ externalClientId: user.id, allAdhesions: true, includeNotifications: options.notifications }),
    savedAccountsOf(user.id),
    autopaySettingsOf(user.id),
  ]);
  const ids = new Set(saved.map((a) => a.agendaId));
  await pauseUnsaved(user, adhesions.filter((a) => a.isAdhered && !ids.has(a.agendaId)));
  await recordMismatches(user.id, adhesions.filter((a) => ids.has(a.agendaId)), autopay);
  const shown = adhesions.filter((a) => ids.has(a.agendaId) && (options.all || a.isAdhered));
  const kept = new Map(saved.map((s) => [s.agendaId, s.queryData]));
  return Promise.all(
    shown.map(async (a) => ({
      ...toAdhesionView(a),
      // The account's kept fields, and the newest notice's bill fields when it brings them.
      payHref: await payHrefOf(a.companyCode, a.modalityId, a.serviceIdentifier, [...(kept.get(a.agendaId) ?? []), ...(a.notifications[0]?.queryData ?? [])]),
      autopay: autopay.get(a.agendaId) ?? null,
    })),
  );
}

/** Saves an account; saving the same one again turns a paused one back on and renames it. */
export async function addAdhesion(user: User, input: AdhesionCreateInput): Promise<AdhesionView> {
  const { company, modality, queryData } = await checkQuery(input, { schedulable: true });
  const alias = input.alias || undefined;
  const adhesion = await traced({ kind: "adhesion", reference: `register ${company.companyCode}`, userId: user.id }, () =>
    getProvider().agenda.register({
      companyCode: company.companyCode,
      modalityId: modality.modalityId,
      queryData,
      externalClientId: user.id,
      ...(alias ? { alias } : {}),
    }),
  );
  const first = [...modality.queryData].sort((a, b) => a.position - b.position)[0]?.identifierName;
  await rememberSaved(user.id, {
    agendaId: adhesion.agendaId,
    companyCode: company.companyCode,
    modalityId: adhesion.modalityId ?? modality.modalityId,
    identifier: adhesion.serviceIdentifier ?? queryData.find((q) => q.identifierName === first)?.identifierValue ?? queryData[0]?.identifierValue ?? "",
    nickname: adhesion.alias,
    queryData,
  });
  return toAdhesionView(adhesion);
}

/** Renames, pauses or resumes one of the user's saved accounts; anyone else's is simply not found. */
export async function updateAdhesion(user: User, agendaId: string, input: AdhesionUpdateInput): Promise<AdhesionView> {
  await ownSaved(user, agendaId);
  try {
    const adhesion = await patchAdhesion(user.id, { agendaId, ...input });
    if (input.alias !== undefined) await renameSaved(user.id, agendaId, adhesion.alias);
    return toAdhesionView(adhesion);
  } catch (error) {
    if (isProviderError(error) && error.status === 404) throw notYours();
    throw error;
  }
}

/**
 * Deletes a saved account. The provider has no delete: its reminder is paused and its automatic
 * debit turned off, in one PATCH (so nothing more is sent or charged), and the account leaves
 * "Mis cuentas" with its autopay; saving it again later brings it back, autopay off.
 */
export async function removeAdhesion(user: User, agendaId: string): Promise<void> {
  await ownSaved(user, agendaId);
  try {
    await patchAdhesion(user.id, { agendaId, isAdhered: false, isAutomaticDebit: false });
  } catch (error) {
    if (!(isProviderError(error) && error.status === 404)) throw error;
  }
  await forgetSaved(user.id, agendaId);
  await forgetAutopay(user.id, agendaId);
  await forgetMismatch(user.id, agendaId);
}

/**
 * Pauses every adhesion the provider keeps for the user, saved or not, and turns its automatic
 * debit off: nothing more is reminded or charged (an account being closed). Throws when any could
 * not be changed, after trying them all; running it again finishes the rest.
 */
export async function pauseEveryAdhesion(userId: string): Promise<number> {
  const { adhesions } = await getProvider().agenda.list({ externalClientId: userId, allAdhesions: true, includeNotifications: false });
  const active = adhesions.filter((a) => a.isAdhered || a.isAutomaticDebit);
  const results = await Promise.allSettled(active.map((a) => patchAdhesion(userId, { agendaId: a.agendaId, isAdhered: false, isAutomaticDebit: false })));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
  return active.length;
}
