import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { FormCheck } from "@/lib/rules/form-check";

/**
 * A react-hook-form resolver from a form's check (lib/rules/form-check.ts), answering as
 * zodResolver does: the first problem of each field, its code as the error's type, nested paths
 * and focus through toNestErrors, and the checked values on success.
 */
export function checkResolver<In extends FieldValues, Out = In>(check: FormCheck<In, Out>): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = check(values);
    if (result.issues.length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.values, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) errors[issue.path] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
