ALTER TABLE "execution_files" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "status" text DEFAULT 'HELD' NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "format" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "rows" integer;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "suppressed_cells" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "released_by" integer;--> statement-breakpoint
ALTER TABLE "execution_files" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "disclosure_rules" jsonb;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "release_token" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "min_cell_count" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "rounding" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "release_unchecked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_files" ADD CONSTRAINT "execution_files_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Files stored before the node's checks existed were masked by column names only: they stay held
-- until the hospital's admin reviews them, with their size and checksum taken from the stored bytes.
UPDATE "execution_files" AS ef SET
  "size" = f."size",
  "sha256" = encode(sha256(f."content"), 'hex'),
  "findings" = jsonb_build_array(jsonb_build_object(
    'code', 'UNCHECKED_ENGINE', 'column', NULL, 'rows', 0,
    'message', '이 파일은 데이터 노드의 내용 검사 전에 받은 것입니다. 내용을 확인한 뒤 반출 여부를 정해 주십시오.'))
FROM "files" AS f WHERE f."id" = ef."file_id";
