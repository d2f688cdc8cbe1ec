// zod/mini as the forms' schemas use it in the browser, where it is told not to compile its
// parsers: zod would try `new Function` otherwise, which the pages' Content-Security-Policy forbids
// (and reports, even though zod falls back). Every module that makes a schema with zod/mini imports
// this first (components/forms/server-only-packages.test.ts checks). The server keeps compiling.
import { config } from "zod/mini";

if (typeof window !== "undefined") config({ jitless: true });
