CREATE TABLE "analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"author_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"detail_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_targets" (
	"analysis_id" integer NOT NULL,
	"cdm_id" integer NOT NULL,
	CONSTRAINT "analysis_targets_analysis_id_cdm_id_pk" PRIMARY KEY("analysis_id","cdm_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"checksum" text NOT NULL,
	"fl_type" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "irb_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"irb_number" text NOT NULL,
	"institution" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"document_file_id" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"expiry_noticed_at" timestamp with time zone,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_images" ADD CONSTRAINT "analysis_images_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_images" ADD CONSTRAINT "analysis_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_targets" ADD CONSTRAINT "analysis_targets_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_targets" ADD CONSTRAINT "analysis_targets_cdm_id_cdm_databases_id_fk" FOREIGN KEY ("cdm_id") REFERENCES "public"."cdm_databases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irb_requests" ADD CONSTRAINT "irb_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irb_requests" ADD CONSTRAINT "irb_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irb_requests" ADD CONSTRAINT "irb_requests_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irb_requests" ADD CONSTRAINT "irb_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irb_requests" ADD CONSTRAINT "irb_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_project_idx" ON "analyses" USING btree ("project_id","updated_at");--> statement-breakpoint
CREATE INDEX "analysis_images_analysis_idx" ON "analysis_images" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "analysis_targets_cdm_idx" ON "analysis_targets" USING btree ("cdm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_versions_number_idx" ON "analysis_versions" USING btree ("analysis_id","version");--> statement-breakpoint
CREATE INDEX "irb_requests_project_idx" ON "irb_requests" USING btree ("project_id","requested_at");--> statement-breakpoint
CREATE INDEX "irb_requests_org_state_idx" ON "irb_requests" USING btree ("org_id","state");