CREATE TABLE "atlases" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"engine_id" integer,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'UNKNOWN' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_member_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "engine_id" integer;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "dialect" text DEFAULT 'POSTGRESQL' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "port" integer DEFAULT 5432 NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "database_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "cdm_schema" text DEFAULT 'cdm' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "vocabulary_schema" text DEFAULT 'cdm' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "result_schema" text DEFAULT 'results' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "username" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "password_sealed" text;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "vocabulary_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_members" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_members" ADD COLUMN "access_level" text;--> statement-breakpoint
ALTER TABLE "org_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "on_concept_id" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "blocking_db_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "cleanup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "concept_lookup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "irb_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "researcher_level" text DEFAULT 'EV' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "partner_level" text DEFAULT 'E' NOT NULL;--> statement-breakpoint
ALTER TABLE "atlases" ADD CONSTRAINT "atlases_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlases" ADD CONSTRAINT "atlases_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engines" ADD CONSTRAINT "engines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_member_events" ADD CONSTRAINT "org_member_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_member_events" ADD CONSTRAINT "org_member_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_member_events" ADD CONSTRAINT "org_member_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atlases_org_idx" ON "atlases" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "engines_org_idx" ON "engines" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "org_member_events_org_idx" ON "org_member_events" USING btree ("org_id","created_at");--> statement-breakpoint
ALTER TABLE "cdm_databases" ADD CONSTRAINT "cdm_databases_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_members_org_idx" ON "org_members" USING btree ("org_id","privilege");