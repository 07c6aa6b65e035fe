-- Customer service chat (issue 14): conversations (at most one open per user, claimed by
-- one operator at a time, each side's last read message) and their messages (plain text
-- as sent and/or one stored upload path). Hand-written to match modules/chat/tables.ts.
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"user_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "chat_conversations_status_ck" CHECK ("chat_conversations"."status" in ('open', 'closed')),
	CONSTRAINT "chat_conversations_closed_ck" CHECK (("chat_conversations"."status" = 'open') = ("chat_conversations"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"operator_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"links" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender_ck" CHECK ("chat_messages"."sender" in ('user', 'operator', 'system')),
	CONSTRAINT "chat_messages_body_ck" CHECK (("chat_messages"."text" <> '' or "chat_messages"."image" is not null) and char_length("chat_messages"."text") <= 1000),
	CONSTRAINT "chat_messages_operator_ck" CHECK (("chat_messages"."sender" = 'operator') = ("chat_messages"."operator_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_claimed_by_operators_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_open_uq" ON "chat_conversations" USING btree ("user_id") WHERE "chat_conversations"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("claimed_by","id") WHERE "chat_conversations"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");
