// Live status (lib/platform/http/stream-slots.ts): the places a user's open event streams hold,
// shared by every instance on the database.
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row per open stream, in one of a user's numbered places (0 … LIVE_STREAMS_PER_USER - 1): the
 * primary key is what keeps two instances from giving out one place twice. A row counts while its
 * expiry is ahead; its instance pushes the expiry on while it runs, so a killed instance's rows
 * stop counting once they are stale.
 */
export const liveStreamSlots = pgTable(
  "live_stream_slots",
  {
    userId: text("user_id").notNull(),
    slot: integer("slot").notNull(),
    /** The stream holding it now: freeing a place that was stale and taken again frees nothing. */
    stream: uuid("stream").notNull(),
    /** The instance serving the stream, which keeps the expiry ahead while it runs. */
    holder: text("holder").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    // Each instance's renewal and its shutdown touch its own rows only.
    index("live_stream_slots_holder_idx").on(t.holder),
  ],
);
