// The console tables' cell classes, in a plain module: a Server Component that imports a value
// from a "use client" file gets a client reference, not the string.
export const th = "px-3 py-2 text-left font-semibold";
export const td = "px-3 py-2 align-top";
