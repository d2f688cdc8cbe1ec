import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { PATH_HEADER, signInHref } from "./next-path";

/** Sends a signed-out visitor to sign in, and back to the page asked for afterwards. */
export async function redirectToSignIn(): Promise<never> {
  const path = (await headers()).get(PATH_HEADER);
  redirect(signInHref(path));
}
