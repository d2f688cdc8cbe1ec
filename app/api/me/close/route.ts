// POST /api/me/close — close the account, confirmed with the password: 204, signed out everywhere;
// 409 PAYMENT_IN_FLIGHT (naming the payments) while a payment is not final, changing nothing
import { withSession } from "@/lib/accounts/guards";
import { closeAccountSchema } from "@/lib/accounts/input";
import { clearSessionCookie } from "@/lib/accounts/session";
import { getLocale } from "@/lib/platform/i18n/server";
import { readJson } from "@/lib/platform/http/route";
import { closeAccount } from "@/lib/system/your-data/close";

export const POST = withSession(async (request, { user }) => {
  const { password } = closeAccountSchema.parse(await readJson(request));
  await closeAccount(user, password, await getLocale());
  await clearSessionCookie();
  return new Response(null, { status: 204 });
});
