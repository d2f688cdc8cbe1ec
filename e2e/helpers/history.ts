// Moving through a checkout's history as a person does: every checkout keeps its step in the
// address (components/checkout/use-checkout-address.ts).
import type { Page } from "@playwright/test";

/**
 * Back (-1) or forward (1) one entry, as far as the app is concerned: the browser's move, then the
 * Next.js router's rewrite of the entry it lands on (history.replaceState with its own state). The
 * router writes while it handles popstate, unless its render waits (a chunk still loading, a busy
 * machine): then a second move inside that moment gets the entry it left written over the one it
 * arrived at. A person's pace leaves the router that moment; a test waits for the write, or 2 s
 * after the move when none comes (the router skips it for some entries, and then has nothing to
 * write late). A move to an entry of another document (after the reload) loads that document
 * instead: the one the router would have written from is gone, and there is nothing to wait for.
 */
export async function traverse(page: Page, delta: -1 | 1) {
  const written = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // The Navigation API (Chromium's; TypeScript's DOM types lack it) tells a replaceState apart.
        const navigation = (window as unknown as { navigation: EventTarget }).navigation;
        const done = () => {
          navigation.removeEventListener("currententrychange", seen);
          resolve();
        };
        const seen = (event: Event) => {
          const type = (event as Event & { navigationType: string }).navigationType;
          if (type === "replace") done();
          else if (type === "traverse") setTimeout(done, 2_000);
        };
        navigation.addEventListener("currententrychange", seen);
        // Chromium does not always announce the traverse (after a reload); the write still comes.
        setTimeout(done, 10_000);
      }),
  ).catch((error: unknown) => {
    if (!String(error).includes("Execution context was destroyed")) throw error;
  });
  await (delta < 0 ? page.goBack() : page.goForward());
  await written;
}
