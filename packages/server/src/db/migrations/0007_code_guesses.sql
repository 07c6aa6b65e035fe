CREATE TABLE "code_guesses" (
	"code_id" integer NOT NULL,
	"caller" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_guesses_code_id_caller_pk" PRIMARY KEY("code_id","caller")
);
--> statement-breakpoint
ALTER TABLE "code_guesses" ADD CONSTRAINT "code_guesses_code_id_verification_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;