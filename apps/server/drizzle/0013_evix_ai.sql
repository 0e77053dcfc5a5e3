CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "assistant_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"conversation_id" integer,
	"kind" text NOT NULL,
	"tool" text,
	"objects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"prompt_chars" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'DONE' NOT NULL,
	"tools" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_concepts" (
	"concept_id" integer PRIMARY KEY NOT NULL,
	"concept_name" text NOT NULL,
	"korean_name" text,
	"domain_id" text NOT NULL,
	"vocabulary_id" text NOT NULL,
	"concept_class_id" text NOT NULL,
	"standard_concept" text,
	"concept_code" text NOT NULL,
	"invalid_reason" text
);
--> statement-breakpoint
CREATE TABLE "finder_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"concept_id" integer NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"keys" text NOT NULL,
	"domain_id" text NOT NULL,
	"standard" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_sources" (
	"atlas_id" integer NOT NULL,
	"concept_id" integer NOT NULL,
	CONSTRAINT "finder_sources_atlas_id_concept_id_pk" PRIMARY KEY("atlas_id","concept_id")
);
--> statement-breakpoint
CREATE TABLE "finder_syncs" (
	"atlas_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"concepts" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_words" (
	"keys" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_ai_models" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"model" text NOT NULL,
	"key_sealed" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_audit" ADD CONSTRAINT "assistant_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_names" ADD CONSTRAINT "finder_names_concept_id_finder_concepts_concept_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."finder_concepts"("concept_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_sources" ADD CONSTRAINT "finder_sources_atlas_id_atlases_id_fk" FOREIGN KEY ("atlas_id") REFERENCES "public"."atlases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_sources" ADD CONSTRAINT "finder_sources_concept_id_finder_concepts_concept_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."finder_concepts"("concept_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_syncs" ADD CONSTRAINT "finder_syncs_atlas_id_atlases_id_fk" FOREIGN KEY ("atlas_id") REFERENCES "public"."atlases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_ai_models" ADD CONSTRAINT "org_ai_models_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_ai_models" ADD CONSTRAINT "org_ai_models_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_audit_user_idx" ON "assistant_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "finder_concepts_domain_idx" ON "finder_concepts" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "finder_names_concept_idx" ON "finder_names" USING btree ("concept_id");--> statement-breakpoint
CREATE INDEX "finder_names_keys_trgm_idx" ON "finder_names" USING gin ("keys" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "finder_names_keys_prefix_idx" ON "finder_names" USING btree ("keys" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "finder_sources_concept_idx" ON "finder_sources" USING btree ("concept_id");