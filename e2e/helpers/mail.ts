// What the browser suite reads from the local mailbox.
import type { APIRequestContext } from "@playwright/test";
import { waitForMail } from "../../tests/support/mailbox-process";
import { APP_ORIGIN, MAILBOX, expect } from "../fixtures";

/** The user's address proved, through the sign-up mail's link: some mails go to proved addresses only. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(MAILBOX, email, { subject: /Confirmá tu email/ });
  const token = new URL(mail.links.find((l) => new URL(l).pathname === "/verify-email")!).searchParams.get("token");
  const response = await request.post("/api/auth/verify-email", { headers: { origin: APP_ORIGIN }, data: { token } });
  expect(response.status(), await response.text()).toBe(204);
}
