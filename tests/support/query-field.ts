import type { QueryField } from "@/lib/provider/types";

/** A company's query field as the catalogue hands it out: ten digits unless the test says otherwise. */
export function queryField(over: Partial<QueryField> & Pick<QueryField, "identifierName">): QueryField {
  return {
    description: null,
    dataType: "NUM",
    minLength: 10,
    maxLength: 10,
    helpText: null,
    helpTextImage: null,
    component: "TEXT_FIELD",
    position: 0,
    inline: false,
    regex: null,
    options: null,
    ...over,
  };
}
