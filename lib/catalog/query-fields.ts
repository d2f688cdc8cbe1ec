// A modality's identifier fields as one schema: a text per identifierName, checked with its rule
// (lib/rules/identifier.ts). The debt query and new-account forms resolve with it, in the user's
// words; the BFF checks a request's queryData with it too (./query-data.ts), in English. zod/mini,
// so the browser loads no more of zod than it needs.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import type { QueryField } from "@/lib/provider/types";
import { fieldProblem, type FieldProblem } from "@/lib/rules/identifier";

export type DescribeProblem = (problem: FieldProblem, field: QueryField) => string;

/** One field: its text trimmed, and the first problem its rule finds, worded by `describe`. */
const fieldSchema = (field: QueryField, describe: DescribeProblem) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = fieldProblem(field, value);
      if (problem) ctx.addIssue({ code: "custom", message: describe(problem, field), input: value });
    }),
  );

/** The fields' values by identifierName, in the order of `fields`; anything else is dropped. */
export const queryFieldsSchema = (fields: QueryField[], describe: DescribeProblem) =>
  z.object(Object.fromEntries(fields.map((field) => [field.identifierName, fieldSchema(field, describe)])) as Record<string, ReturnType<typeof fieldSchema>>);
