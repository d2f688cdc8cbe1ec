// Nothing to start. This file exists so that the build, whose Turbopack root is the repo (for its
// node_modules), does not pick up Saldo's own instrumentation.ts instead.
export function register() {}
