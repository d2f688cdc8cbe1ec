import "server-only";
import type { User } from "@/lib/accounts/users";
import { ownSaved } from "@/lib/saved-accounts/saved";
import { identifierNameOf, payHrefOf } from "@/lib/saved-accounts/pay-target";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { getServiceCompany } from "@/lib/catalog/services";
import { companyCurrency } from "@/lib/rules/currency";
import { autopaySettingsOf, type AutopaySetting } from "./settings";

// One saved account as the autopay pages show it: its names, whether Saldo can pay it by itself
// (the same test setAutopay makes), its setting, and where "Pagar ahora" leads.

export type AutopayAccount = {
  agendaId: string;
  companyCode: string;
  companyName: string;
  nickname: string | null;
  identifier: string;
  /** The currency of its bills and of the cap; null when Saldo cannot pay it automatically. */
  currency: string | null;
  payable: boolean;
  setting: AutopaySetting | null;
  payHref: string;
};

/** One of the user's saved accounts; anyone else's (or a forgotten one) is NOT_FOUND. */
export async function autopayAccount(user: User, agendaId: string): Promise<AutopayAccount> {
  await ownSaved(user, agendaId);
  const account = (await savedAccountsOf(user.id)).find((a) => a.agendaId === agendaId)!;
  const currency = companyCurrency(account.companyCode);
  const [companyName, identifierName, settings, payHref] = await Promise.all([
    getServiceCompany(account.companyCode).then((c) => c.companyName, () => account.companyCode),
    identifierNameOf(account.companyCode, account.modalityId),
    autopaySettingsOf(user.id),
    payHrefOf(account.companyCode, account.modalityId, account.identifier, account.queryData),
  ]);
  return {
    agendaId,
    companyCode: account.companyCode,
    companyName,
    nickname: account.nickname,
    identifier: account.identifier,
    currency,
    payable: Boolean(currency && identifierName),
    setting: settings.get(agendaId) ?? null,
    payHref,
  };
}

/** "Pagar ahora" for a charge's account: its checkout filled in, or the company's page once it is gone. */
export async function chargePayHref(user: User, charge: { agendaId: string; companyCode: string }): Promise<string> {
  const account = (await savedAccountsOf(user.id)).find((a) => a.agendaId === charge.agendaId);
  return payHrefOf(charge.companyCode, account?.modalityId ?? null, account?.identifier ?? null, account?.queryData ?? []);
}
