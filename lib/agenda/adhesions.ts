import "server-only";
import type { User } from "@/lib/auth/users";
import { AppError } from "@/lib/server/http/errors";
import { checkQuery } from "@/lib/catalog/modality";
import { getProvider, isProviderError } from "@/lib/provider";
import type { AdhesionCreateInput, AdhesionUpdateInput } from "@/lib/agenda/input";
import { toAdhesionView, type AdhesionView } from "./views";

// Bill reminders. The provider keys them by externalClientId, which is always the signed-in
// user's id (never a value from the browser), so a user only ever sees and changes their own.

const notYours = () => new AppError("NOT_FOUND", "No reminder with that id.");

/** The provider builds agendaIds as `{externalClientId}#{modalityId}#{identifier}`. */
export const ownsAdhesion = (user: User, agendaId: string) => agendaId.startsWith(`${user.id}#`);

export async function listAdhesions(user: User, options: { all: boolean; notifications: boolean }): Promise<AdhesionView[]> {
  const { adhesions } = await getProvider().agenda.list({
    externalClientId: user.id,
    allAdhesions: options.all,
    includeNotifications: options.notifications,
  });
  return adhesions.map(toAdhesionView);
}

/** Registers a reminder; registering the same bill again turns a paused one back on. */
export async function addAdhesion(user: User, input: AdhesionCreateInput): Promise<AdhesionView> {
  const { company, modality, queryData } = await checkQuery(input, { schedulable: true });
  const alias = input.alias || undefined;
  const adhesion = await getProvider().agenda.register({
    companyCode: company.companyCode,
    modalityId: modality.modalityId,
    queryData,
    externalClientId: user.id,
    ...(alias ? { alias } : {}),
  });
  return toAdhesionView(adhesion);
}

/** Renames, pauses or resumes one of the user's reminders; anyone else's is simply not found. */
export async function updateAdhesion(user: User, agendaId: string, input: AdhesionUpdateInput): Promise<AdhesionView> {
  if (!ownsAdhesion(user, agendaId)) throw notYours();
  try {
    return toAdhesionView(await getProvider().agenda.update({ agendaId, ...input }));
  } catch (error) {
    if (isProviderError(error) && error.status === 404) throw notYours();
    throw error;
  }
}
