CREATE TABLE "provider_float" (
	"currency" text PRIMARY KEY NOT NULL,
	"country_code" text,
	"balance" numeric(16, 2) NOT NULL,
	"available" numeric(16, 2) NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"low" boolean DEFAULT false NOT NULL,
	"warned_at" timestamp with time zone
);
