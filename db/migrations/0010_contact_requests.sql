CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"message" text NOT NULL,
	"conversation_id" text,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_requests_name_not_blank" CHECK (btrim("contact_requests"."name") <> ''),
	CONSTRAINT "contact_requests_message_not_blank" CHECK (btrim("contact_requests"."message") <> ''),
	CONSTRAINT "contact_requests_contact_given" CHECK ("contact_requests"."phone" is not null or "contact_requests"."email" is not null),
	CONSTRAINT "contact_requests_lengths" CHECK (length("contact_requests"."name") <= 100 and coalesce(length("contact_requests"."phone"), 0) <= 40 and coalesce(length("contact_requests"."email"), 0) <= 254
        and length("contact_requests"."message") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_conversation_id_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("conversation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_new_idx" ON "contact_requests" USING btree ("created_at") WHERE "contact_requests"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_requests_conversation_idx" ON "contact_requests" USING btree ("conversation_id");