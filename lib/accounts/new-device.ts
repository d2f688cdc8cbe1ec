import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/platform/env";
import type { Locale } from "@/lib/platform/i18n/config";
import { log } from "@/lib/platform/log";
import { sendInBackground } from "@/lib/notifications/mail/outbox";
import { newDeviceMail } from "@/lib/notifications/mail/templates/new-device";
import { deviceName } from "./device-name";
import type { User } from "./users";

/**
 * Mails the account's (verified) address that it was signed in to from a new device, with a link
 * that ends that session (/session-end). Not awaited: the sign-in answers at once either way.
 */
export function tellOfNewDevice(user: User, sign: { endToken: string; address: string | null; locale: Locale }): void {
  void (async () => {
    const { browser, system } = deviceName((await headers()).get("user-agent") ?? "");
    const endUrl = `${env.APP_URL}/session-end?token=${encodeURIComponent(sign.endToken)}`;
    const mail = newDeviceMail({ locale: sign.locale, when: new Date(), browser, system, address: sign.address, endUrl });
    sendInBackground({ to: user.email, ...mail }, "new device");
  })().catch((error: unknown) => log.error({ err: error }, "new device: the mail could not be prepared"));
}
