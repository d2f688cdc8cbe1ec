import { useEffect, useMemo, type DependencyList } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { input, output, ZodMiniType } from "zod/mini";

// A form resolves with its domain's schema (zod/mini, the one its route parses with) through
// @hookform/resolvers' zodResolver. Both come beside the page, not in its first load: Turbopack
// keeps zod's modules whole (about 18 KB gzip), more than the form pages' bundle
// budget leaves (scripts/bench/bundle-ceilings.json). They are asked for as the form mounts, so a
// submit finds them there; a fetch that failed is made again at the next check.

/** A form's schema: an object of fields in, the values to send out. */
export type FormSchema = ZodMiniType<FieldValues, FieldValues>;

export type SchemaResolver<S extends FormSchema> = Resolver<input<S>, unknown, output<S>> & { preload: () => void };

type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

/**
 * zodResolver over the schema `load` fetches (a dynamic import of the domain's input file): each
 * field's first issue, its code as the error's type, nested paths, and the schema's output on success.
 */
export function schemaResolver<S extends FormSchema>(load: () => Promise<S>): SchemaResolver<S> {
  let ready: Promise<AnyResolver> | undefined;
  const resolver = () =>
    (ready ??= Promise.all([load(), import("@hookform/resolvers/zod")])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as unknown as AnyResolver)
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      }));
  const resolve: AnyResolver = async (values, context, options) => (await resolver())(values, context, options);
  return Object.assign(resolve as unknown as Resolver<input<S>, unknown, output<S>>, { preload: () => void resolver().catch(() => undefined) });
}

/** schemaResolver for a form: made again when `deps` change (the words of its messages), fetched as it mounts. */
export function useSchemaResolver<S extends FormSchema>(load: () => Promise<S>, deps: DependencyList): SchemaResolver<S> {
  const resolver = useMemo(() => schemaResolver(load), deps);
  useEffect(() => resolver.preload(), [resolver]);
  return resolver;
}
