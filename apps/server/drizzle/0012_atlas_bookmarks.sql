CREATE TABLE "atlas_copy_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"source_atlas_id" integer,
	"source_atlas_name" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atlas_copy_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_design_id" integer NOT NULL,
	"source_name" text NOT NULL,
	"target_atlas_id" integer,
	"target_atlas_name" text NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"message" text,
	"design" jsonb,
	"created_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_design_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_key" text NOT NULL,
	"title" text NOT NULL,
	"target" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "atlas_copy_groups" ADD CONSTRAINT "atlas_copy_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlas_copy_groups" ADD CONSTRAINT "atlas_copy_groups_source_atlas_id_atlases_id_fk" FOREIGN KEY ("source_atlas_id") REFERENCES "public"."atlases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlas_copy_items" ADD CONSTRAINT "atlas_copy_items_group_id_atlas_copy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."atlas_copy_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlas_copy_items" ADD CONSTRAINT "atlas_copy_items_target_atlas_id_atlases_id_fk" FOREIGN KEY ("target_atlas_id") REFERENCES "public"."atlases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atlas_copy_groups_creator_idx" ON "atlas_copy_groups" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "atlas_copy_items_group_idx" ON "atlas_copy_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "atlas_copy_items_state_idx" ON "atlas_copy_items" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_target_idx" ON "bookmarks" USING btree ("user_id","type","target_key");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_target_idx" ON "favorites" USING btree ("user_id","type","target_id");