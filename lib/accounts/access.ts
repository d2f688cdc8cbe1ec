import "server-only";
import { authenticate, createUser, isEmailVerified, type User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import type { SignInInput, SignUpInput } from "@/lib/accounts/input";
import type { Country } from "@/lib/rules/country";
import type { Locale } from "@/lib/platform/i18n/config";
import { log } from "@/lib/platform/log";
import { UNKNOWN_ADDRESS, limitedNetwork } from "@/lib/platform/http/client-address";
import { knownDeviceFor, rememberDevice } from "./device";
import {
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_KNOWN_DEVICE,
  SIGN_UP_PER_ADDRESS,
  consume,
  consumeAll,
  refund,
  reset,
  type Charge,
} from "@/lib/platform/http/rate-limit";
import { sendVerification } from "./recovery";
import { wasClosed } from "./closed";
import { tellOfNewDevice } from "./new-device";
import { startSession } from "./session";

export type PublicUser = Pick<User, "id" | "email" | "name" | "country">;

const known = (address: string) => (address === UNKNOWN_ADDRESS ? null : address);

const publicUser = ({ id, email, name, country }: User): PublicUser => ({ id, email, name, country });

/**
 * Creates the account, signs it in and mails a link to verify the address (in the page's
 * language). Limited per address: each attempt costs a password hash.
 */
export async function signUp(input: SignUpInput, address: string, clientCountry: Country, locale: Locale): Promise<PublicUser> {
  await consume(SIGN_UP_PER_ADDRESS, limitedNetwork(address));
  const user = await createUser({ ...input, country: input.country ?? clientCountry });
  await rememberDevice(user.email);
  await startSession(user.id, known(address));
  // The account exists either way; a mail that could not be prepared can be asked again from the profile.
  await sendVerification(user, locale).catch((error: unknown) => log.error({ err: error }, "sign-up: verification mail not sent"));
  return publicUser(user);
}

/**
 * What one sign-in attempt is counted against, and what a success gives back. A device that signed
 * in to the account before answers to its own budget only. Any other attempt counts against its
 * address, the pair (account, address) and the account's ceiling for new devices; a success
 * forgives the pair's failures (the password is proven) but only refunds itself to the address
 * and the account, whose earlier failures may be someone else's.
 */
function chargesOf(email: string, address: string, device: string | null): { charges: Charge[]; onSuccess(): Promise<unknown> } {
  if (device) {
    const own = { limit: SIGN_IN_PER_KNOWN_DEVICE, subject: `${device} ${email}` };
    return { charges: [own], onSuccess: () => reset(own) };
  }
  const network = limitedNetwork(address);
  const perAddress = { limit: SIGN_IN_PER_ADDRESS, subject: network };
  const pair = { limit: SIGN_IN_PER_ACCOUNT_ADDRESS, subject: `${email} ${network}` };
  const perAccount = { limit: SIGN_IN_PER_ACCOUNT, subject: email };
  return {
    charges: [perAddress, pair, perAccount],
    onSuccess: () => Promise.all([refund(perAddress), reset(pair), refund(perAccount)]),
  };
}

/**
 * Checks the credentials and starts a new session. The attempt is counted before the password is
 * checked, so parallel guesses cannot slip past a limit; a success then takes itself back, which
 * leaves only failures counted. Limits are keyed by the email as typed (normalised), so an unknown
 * email is limited exactly like a real one and answers like a wrong password: neither the answer
 * nor a limit tells whether an account exists.
 */
export async function signIn(input: SignInInput, address: string, locale: Locale): Promise<PublicUser> {
  const device = await knownDeviceFor(input.email);
  const { charges, onSuccess } = chargesOf(input.email, address, device);
  await consumeAll(charges);
  const user = await authenticate(input.email, input.password);
  if (!user) {
    if (await wasClosed(input.email)) throw new AppError("ACCOUNT_CLOSED", "This account was closed. You can sign up again with this email.");
    throw new AppError("UNAUTHENTICATED", "Email or password is wrong.");
  }
  await onSuccess();
  await rememberDevice(user.email);
  // A device this account never signed in from: its owner hears of it, with a link that ends it.
  const alert = !device && (await isEmailVerified(user.id));
  const session = await startSession(user.id, known(address), { endLink: alert });
  if (session.endToken) tellOfNewDevice(user, { endToken: session.endToken, address: known(address), locale });
  return publicUser(user);
}
