// use-intl's formatter in every bundle (next.config.mjs aliases "use-intl/format-message" here): its
// small format-only formatter over compiled messages (compile.ts), which would print a value not
// given as "undefined". This one refuses it, so use-intl marks the message ⟦namespace.key⟧ and
// reports a FORMATTING_ERROR (fallback.ts), as its full formatter did. Only what the message
// formats is asked for: a case of a select or plural not taken needs no values.
import formatOnly from "use-intl/format-message/format-only";

type Values = NonNullable<Parameters<typeof formatOnly>[2]>;

const given = (values: Values): Values =>
  new Proxy(values, {
    get(target, name) {
      if (typeof name === "string" && !(name in target)) throw new Error(`No value given for {${name}}`);
      return Reflect.get(target, name);
    },
  });

export default function formatMessage(...[key, message, values, options]: Parameters<typeof formatOnly>): ReturnType<typeof formatOnly> {
  return formatOnly(key, message, given(values ?? {}), options);
}

formatMessage.raw = formatOnly.raw;
