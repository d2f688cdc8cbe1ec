// Next.js calls register() once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    let boot: () => Promise<void>;
    try {
      ({ boot } = await import("@/lib/system/boot"));
    } catch (error) {
      // An invalid environment (lib/platform/env.ts names the variable) stops the process instead of
      // leaving a server that answers 500 to everything.
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
    await boot();
  }
}
