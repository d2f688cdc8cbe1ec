"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/accounts/session";
import { signInHref } from "@/lib/accounts/next-path";
import { autopayFormOf, readAutopayForm } from "@/lib/saved-accounts/autopay/form";
import { autopaySettingsPath } from "@/lib/saved-accounts/autopay/paths";
import { autopaySettingsOf, setAutopay } from "@/lib/saved-accounts/autopay/settings";
import { INTL_LOCALE } from "@/lib/platform/i18n/config";
import { getLocale } from "@/lib/platform/i18n/server";
import { isNotFound, refusalOf } from "@/lib/saved-accounts/autopay/refusal";
import { askedConfirmationOf, confirmationIdOf } from "./confirmation-id";

// The settings form, posted as a plain form (it works before, or without, the page's JavaScript).
// The answer is the page again: on success with ?saved=on|off; on a problem with what was typed
// and each field's problem in the address, so the page shows them beside their fields. Turning
// autopay on or raising its cap is confirmed first: the page comes back with what was typed and
// ?confirm=<id>, opens the dialog, and sends the form again with the answered id in `confirmation`.

/** Saves one account's autopay (bound to its agendaId). */
export async function saveAutopay(agendaId: string, data: FormData): Promise<void> {
  const path = autopaySettingsPath(agendaId);
  const user = await currentUser();
  if (!user) redirect(signInHref(path));
  const form = autopayFormOf(data);
  const typed = { on: form.enabled ? "1" : "0", cap: form.cap, days: form.noticeDays };
  const enabled = (await autopaySettingsOf(user.id)).get(agendaId)?.enabled ?? false;
  const read = readAutopayForm(form, INTL_LOCALE[await getLocale()], { enabled });
  if (!read.ok) {
    const { cap, noticeDays, switchOff } = read.errors;
    const errors = { ...(cap ? { capError: cap.kind } : {}), ...(switchOff ? { capError: "switchOff" } : {}), ...(noticeDays ? { daysError: "1" } : {}) };
    redirect(`${path}?${new URLSearchParams({ ...typed, ...errors })}`);
  }
  let outcome: Record<string, string>;
  try {
    await setAutopay(user, agendaId, read.input, confirmationIdOf(data.get("confirmation")));
    outcome = { saved: read.input.enabled ? "on" : "off" };
  } catch (error) {
    if (isNotFound(error)) redirect(path);
    const confirm = askedConfirmationOf(error);
    outcome = confirm ? { ...typed, confirm } : { ...typed, error: refusalOf(error, "saving an account's settings") };
  }
  redirect(`${path}?${new URLSearchParams(outcome)}`);
}
