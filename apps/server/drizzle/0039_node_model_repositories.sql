CREATE TABLE "node_model_repositories" (
	"location" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
