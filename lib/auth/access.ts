import "server-only";
import { authenticate, createUser, type User } from "@/lib/accounts/users";
import { AppError } from "@/lib/api/errors";
import type { SignInInput, SignUpInput } from "@/lib/validations/auth";
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS, consume, reset } from "./rate-limit";
import { startSession } from "./session";

export type PublicUser = Pick<User, "id" | "email" | "name">;

const publicUser = ({ id, email, name }: User): PublicUser => ({ id, email, name });

/** Creates the account and signs it in. Limited per address: each attempt costs a password hash. */
export async function signUp(input: SignUpInput, address: string): Promise<PublicUser> {
  await consume(SIGN_UP_PER_ADDRESS, address);
  const user = await createUser(input);
  await startSession(user.id);
  return publicUser(user);
}

/**
 * Checks the credentials and starts a new session. The attempt is counted against the account
 * before the password is checked, so parallel guesses cannot slip past the limit; a success then
 * clears the count, which leaves only failures counted. Unknown emails are counted too, and answer
 * exactly like a wrong password, so neither the answer nor the limit tells whether an account exists.
 */
export async function signIn(input: SignInInput, address: string): Promise<PublicUser> {
  await consume(SIGN_IN_PER_ADDRESS, address);
  await consume(SIGN_IN_PER_ACCOUNT, input.email);
  const user = await authenticate(input.email, input.password);
  if (!user) throw new AppError("UNAUTHENTICATED", "Email or password is wrong.");
  await reset(SIGN_IN_PER_ACCOUNT, input.email);
  await startSession(user.id);
  return publicUser(user);
}
