CREATE TABLE "legal_case_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_case_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "legal_case_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"occurred_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "legal_case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_case_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text NOT NULL,
	"capacity" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_case_powers" (
	"case_id" integer NOT NULL,
	"poa_id" integer NOT NULL,
	CONSTRAINT "legal_case_powers_case_id_poa_id_pk" PRIMARY KEY("case_id","poa_id")
);
--> statement-breakpoint
CREATE TABLE "legal_case_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_case_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"type" text NOT NULL,
	"court_id" integer,
	"circuit" text DEFAULT '' NOT NULL,
	"judge" text DEFAULT '' NOT NULL,
	"court_case_number" text DEFAULT '' NOT NULL,
	"court_case_year" integer,
	"court_case_year_calendar" text DEFAULT 'gregorian' NOT NULL,
	"filed_at" date,
	"ended_at" date,
	"judgment_number" text,
	"judgment_date" date,
	"judgment_type" text,
	"judgment_summary" text,
	"judgment_amount" numeric(14, 2),
	"judgment_deed_number" text,
	"judgment_final" boolean,
	"appeal_deadline" date,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_case_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"title" text NOT NULL,
	"assignee_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "legal_case_team" (
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "legal_case_team_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "legal_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_number" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"legal_basis" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"sub_type" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'intake' NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"close_reason" text,
	"opened_at" date NOT NULL,
	"closed_at" date,
	"responsible_lawyer_id" integer NOT NULL,
	"team_only" boolean DEFAULT false NOT NULL,
	"claim_amount" numeric(14, 2),
	"judged_amount" numeric(14, 2),
	"currency" text DEFAULT 'SAR' NOT NULL,
	"limitation_date" date,
	"najiz_reference" text DEFAULT '' NOT NULL,
	"conflict_check" text DEFAULT 'notChecked' NOT NULL,
	"conflict_check_result" jsonb,
	"current_stage_id" integer,
	"current_stage_type" text,
	"current_court_id" integer,
	"current_court_name" text DEFAULT '' NOT NULL,
	"current_circuit" text DEFAULT '' NOT NULL,
	"current_court_case_number" text DEFAULT '' NOT NULL,
	"current_court_case_year" integer,
	"client_names" text DEFAULT '' NOT NULL,
	"opponent_names" text DEFAULT '' NOT NULL,
	"next_hearing_at" timestamp with time zone,
	"last_decision" text DEFAULT '' NOT NULL,
	"open_task_count" integer DEFAULT 0 NOT NULL,
	"appeal_deadline" date,
	"poa_expires_at" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "legal_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"id_type" text,
	"id_number" text,
	"commercial_registration" text,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_document_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_hearing_lawyers" (
	"hearing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "legal_hearing_lawyers_hearing_id_user_id_pk" PRIMARY KEY("hearing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "legal_hearings" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"previous_hearing_id" integer,
	"scheduled_at" timestamp with time zone NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'pleading' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"remote_link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"result" text,
	"decision" text DEFAULT '' NOT NULL,
	"postponement_reason" text DEFAULT '' NOT NULL,
	"recorded_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "legal_poa_lawyers" (
	"poa_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "legal_poa_lawyers_poa_id_user_id_pk" PRIMARY KEY("poa_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "legal_powers_of_attorney" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"issued_at" date NOT NULL,
	"expires_at" date,
	"type" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"principal_contact_id" integer NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_case_activity" ADD CONSTRAINT "legal_case_activity_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_activity" ADD CONSTRAINT "legal_case_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_documents" ADD CONSTRAINT "legal_case_documents_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_documents" ADD CONSTRAINT "legal_case_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_fees" ADD CONSTRAINT "legal_case_fees_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_fees" ADD CONSTRAINT "legal_case_fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_notes" ADD CONSTRAINT "legal_case_notes_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_notes" ADD CONSTRAINT "legal_case_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_parties" ADD CONSTRAINT "legal_case_parties_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_parties" ADD CONSTRAINT "legal_case_parties_contact_id_legal_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."legal_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_powers" ADD CONSTRAINT "legal_case_powers_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_powers" ADD CONSTRAINT "legal_case_powers_poa_id_legal_powers_of_attorney_id_fk" FOREIGN KEY ("poa_id") REFERENCES "public"."legal_powers_of_attorney"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_stages" ADD CONSTRAINT "legal_case_stages_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_stages" ADD CONSTRAINT "legal_case_stages_court_id_legal_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."legal_courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_tasks" ADD CONSTRAINT "legal_case_tasks_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_tasks" ADD CONSTRAINT "legal_case_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_tasks" ADD CONSTRAINT "legal_case_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_team" ADD CONSTRAINT "legal_case_team_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_case_team" ADD CONSTRAINT "legal_case_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_responsible_lawyer_id_users_id_fk" FOREIGN KEY ("responsible_lawyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_files" ADD CONSTRAINT "legal_document_files_document_id_legal_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_case_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_hearing_lawyers" ADD CONSTRAINT "legal_hearing_lawyers_hearing_id_legal_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."legal_hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_hearing_lawyers" ADD CONSTRAINT "legal_hearing_lawyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_hearings" ADD CONSTRAINT "legal_hearings_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_hearings" ADD CONSTRAINT "legal_hearings_stage_id_legal_case_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."legal_case_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_hearings" ADD CONSTRAINT "legal_hearings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_hearings" ADD CONSTRAINT "legal_hearings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_poa_lawyers" ADD CONSTRAINT "legal_poa_lawyers_poa_id_legal_powers_of_attorney_id_fk" FOREIGN KEY ("poa_id") REFERENCES "public"."legal_powers_of_attorney"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_poa_lawyers" ADD CONSTRAINT "legal_poa_lawyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_powers_of_attorney" ADD CONSTRAINT "legal_powers_of_attorney_principal_contact_id_legal_contacts_id_fk" FOREIGN KEY ("principal_contact_id") REFERENCES "public"."legal_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_case_activity_case_idx" ON "legal_case_activity" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_case_documents_case_idx" ON "legal_case_documents" USING btree ("case_id","category");--> statement-breakpoint
CREATE INDEX "legal_case_fees_case_idx" ON "legal_case_fees" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "legal_case_notes_case_idx" ON "legal_case_notes" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "legal_case_parties_case_idx" ON "legal_case_parties" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "legal_case_parties_contact_idx" ON "legal_case_parties" USING btree ("contact_id","role");--> statement-breakpoint
CREATE INDEX "legal_case_powers_poa_idx" ON "legal_case_powers" USING btree ("poa_id");--> statement-breakpoint
CREATE INDEX "legal_case_stages_case_idx" ON "legal_case_stages" USING btree ("case_id","position");--> statement-breakpoint
CREATE INDEX "legal_case_stages_court_number_idx" ON "legal_case_stages" USING btree ("court_case_number");--> statement-breakpoint
CREATE INDEX "legal_case_tasks_case_idx" ON "legal_case_tasks" USING btree ("case_id","due_at");--> statement-breakpoint
CREATE INDEX "legal_case_tasks_reminder_idx" ON "legal_case_tasks" USING btree ("remind_at") WHERE "legal_case_tasks"."reminded_at" is null and "legal_case_tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "legal_case_team_user_idx" ON "legal_case_team" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_cases_file_number_idx" ON "legal_cases" USING btree ("file_number");--> statement-breakpoint
CREATE INDEX "legal_cases_next_hearing_idx" ON "legal_cases" USING btree ("next_hearing_at","id") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_updated_idx" ON "legal_cases" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_opened_idx" ON "legal_cases" USING btree ("opened_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_status_next_hearing_idx" ON "legal_cases" USING btree ("status","next_hearing_at","id") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_lawyer_next_hearing_idx" ON "legal_cases" USING btree ("responsible_lawyer_id","next_hearing_at","id") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_priority_idx" ON "legal_cases" USING btree ("priority","next_hearing_at","id") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_claim_amount_idx" ON "legal_cases" USING btree ("claim_amount","id") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_court_idx" ON "legal_cases" USING btree ("current_court_id","next_hearing_at") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_appeal_deadline_idx" ON "legal_cases" USING btree ("appeal_deadline") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_poa_expires_idx" ON "legal_cases" USING btree ("poa_expires_at") WHERE "legal_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_cases_search_trgm_idx" ON "legal_cases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_contacts_search_trgm_idx" ON "legal_contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_contacts_id_number_idx" ON "legal_contacts" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "legal_hearing_lawyers_user_idx" ON "legal_hearing_lawyers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legal_hearings_case_idx" ON "legal_hearings" USING btree ("case_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "legal_hearings_scheduled_idx" ON "legal_hearings" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "legal_poa_expires_idx" ON "legal_powers_of_attorney" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "legal_poa_principal_idx" ON "legal_powers_of_attorney" USING btree ("principal_contact_id");