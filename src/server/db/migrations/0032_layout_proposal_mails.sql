ALTER TABLE "layouts" ADD COLUMN "client_answer_mailed_at" timestamp with time zone;
