"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/accounts/session";
import { signInHref } from "@/lib/accounts/next-path";
import { chargeIdOf, skipCharge, turnOffFromCharge } from "@/lib/saved-accounts/autopay/charges";
import { chargePath } from "@/lib/saved-accounts/autopay/paths";
import { isNotFound, refusalOf } from "@/lib/saved-accounts/autopay/refusal";

// The charge page's two buttons, as form posts (they work before, or without, the page's
// JavaScript). Each answers by sending the browser back to the page with what happened in its
// address (?done= or ?error=), so a reload shows the outcome and changes nothing again.

/** "Saltear esta vez" (skip) or "Desactivar débito automático" (off), bound to one charge. */
export async function chargeAction(id: string, what: "skip" | "off"): Promise<void> {
  const path = chargePath(encodeURIComponent(id));
  const user = await currentUser();
  if (!user) redirect(signInHref(path));
  let outcome: string;
  try {
    const chargeId = chargeIdOf(id);
    if (what === "off") await turnOffFromCharge(user, chargeId);
    else await skipCharge(user, chargeId);
    outcome = `done=${what}`;
  } catch (error) {
    // Not the user's (or no such charge): the page says so itself.
    if (isNotFound(error)) redirect(path);
    outcome = `error=${refusalOf(error, "a charge's action")}`;
  }
  redirect(`${path}?${outcome}`);
}
