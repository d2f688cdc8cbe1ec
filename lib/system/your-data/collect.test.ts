import { getTableColumns, getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@/lib/platform/db/schema";
import { TABLES_LEFT_OUT, TABLES_READ } from "./collect";

describe("the data download", () => {
  it("reads every table that holds a user's rows, or says why it leaves one out", () => {
    const withUser = Object.values(schema)
      .filter((value) => isTable(value))
      .filter((table) => "userId" in getTableColumns(table) || getTableName(table) === "users")
      .map((table) => getTableName(table))
      .sort();
    const covered = [...TABLES_READ.map((t) => getTableName(t)), ...Object.keys(TABLES_LEFT_OUT)].sort();
    expect(covered).toEqual(withUser);
  });
});
