// Next.js calls register() once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { boot } = await import("@/lib/system/boot");
    await boot();
  }
}
