CREATE TABLE "catalog_snapshots" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" text NOT NULL
);
