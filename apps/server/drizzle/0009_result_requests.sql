CREATE TABLE "result_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"execution_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"channel" text,
	"with_delivery" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "result_requests" ADD CONSTRAINT "result_requests_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_requests" ADD CONSTRAINT "result_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_requests" ADD CONSTRAINT "result_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_requests_execution_idx" ON "result_requests" USING btree ("execution_id","kind");--> statement-breakpoint
CREATE INDEX "result_requests_state_idx" ON "result_requests" USING btree ("state");