// Stand-in for the "server-only" package outside Next.js (see vitest.config.ts).
export {};
