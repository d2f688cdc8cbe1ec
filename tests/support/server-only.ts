// Stand-in for the "server-only" package outside Next.js (see the vitest configs).
export {};
