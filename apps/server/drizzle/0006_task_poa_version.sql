ALTER TABLE "legal_case_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_powers_of_attorney" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;