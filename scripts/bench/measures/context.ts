// What every measure gets: the running servers, a signed-up user on each Saldo, and the run's sizes.
import type { BenchUser } from "../client";
import type { Row } from "../table";
import type { Sandbox, Server } from "../servers";

export type Db = "PostgreSQL" | "embedded";

export type Bench = {
  sandbox: Sandbox;
  bare: Server;
  saldo: Record<Db, { server: Server; user: BenchUser }>;
  quick: boolean;
  rounds: number;
  /** Seconds of each load run. */
  seconds: number;
  rows: Row[];
  notes: string[];
};

export const DBS: Db[] = ["PostgreSQL", "embedded"];
