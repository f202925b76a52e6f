CREATE TABLE "dashboard_session_marks" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_wallet_slots" (
	"account_id" uuid NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"outgoing" boolean NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "dashboard_wallet_slots_account_id_slot_outgoing_kind_source_pk" PRIMARY KEY("account_id","slot","outgoing","kind","source")
);
--> statement-breakpoint
ALTER TABLE "dashboard_session_marks" ADD CONSTRAINT "dashboard_session_marks_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_session_marks" ADD CONSTRAINT "dashboard_session_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_wallet_slots" ADD CONSTRAINT "dashboard_wallet_slots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_session_marks_school_start_idx" ON "dashboard_session_marks" USING btree ("school_id","starts_at");--> statement-breakpoint
CREATE INDEX "students_school_status_enrolled_idx" ON "students" USING btree ("school_id","status","enrolled_at");--> statement-breakpoint
-- The dashboard's rollups are kept by triggers, so every writer (classes' attendance, the wallet's
-- postings, a session moved by the calendar) keeps them exact in its own transaction. Written by
-- hand: drizzle does not express triggers.
CREATE OR REPLACE FUNCTION dashboard_count_marks() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE dashboard_session_marks SET
      attended = attended - (OLD.status IN ('present', 'late'))::int,
      counted = counted - (OLD.status <> 'excused')::int
    WHERE session_id = OLD.session_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dashboard_session_marks (session_id, school_id, starts_at, attended, counted)
    SELECT s.id, c.school_id, s.starts_at, (NEW.status IN ('present', 'late'))::int,
      (NEW.status <> 'excused')::int
    FROM class_sessions s JOIN classes c ON c.id = s.class_id
    WHERE s.id = NEW.session_id
    ON CONFLICT (session_id) DO UPDATE SET
      attended = dashboard_session_marks.attended + EXCLUDED.attended,
      counted = dashboard_session_marks.counted + EXCLUDED.counted;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_dashboard_count AFTER INSERT OR UPDATE OR DELETE ON "attendance"
  FOR EACH ROW EXECUTE FUNCTION dashboard_count_marks();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_move_session() RETURNS trigger AS $$
BEGIN
  UPDATE dashboard_session_marks SET starts_at = NEW.starts_at WHERE session_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER class_sessions_dashboard_move AFTER UPDATE OF starts_at ON "class_sessions"
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at)
  EXECUTE FUNCTION dashboard_move_session();
--> statement-breakpoint
-- What a transfer paid for, from its reference: an appointment, a class, or something else.
CREATE OR REPLACE FUNCTION dashboard_transfer_source(reference text) RETURNS text AS $$
DECLARE
  ref uuid;
BEGIN
  IF reference ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    ref := reference::uuid;
    IF EXISTS (SELECT 1 FROM appointments WHERE id = ref) THEN RETURN 'appointments'; END IF;
    IF EXISTS (SELECT 1 FROM classes WHERE id = ref) THEN RETURN 'classes'; END IF;
  END IF;
  RETURN 'other';
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_count_transfer() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_wallet_slots (account_id, slot, outgoing, kind, source, amount)
  SELECT a.id, date_bin('15 minutes', NEW.created_at, timestamptz '2000-01-01 00:00:00+00'),
    a.id = NEW.from_account_id, NEW.kind, dashboard_transfer_source(NEW.reference), NEW.amount
  FROM ledger_accounts a
  WHERE a.id IN (NEW.from_account_id, NEW.to_account_id) AND a.kind = 'school_wallet'
  ON CONFLICT (account_id, slot, outgoing, kind, source) DO UPDATE SET
    amount = dashboard_wallet_slots.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_dashboard_count AFTER INSERT ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION dashboard_count_transfer();
--> statement-breakpoint
INSERT INTO dashboard_session_marks (session_id, school_id, starts_at, attended, counted)
SELECT s.id, c.school_id, s.starts_at,
  count(*) FILTER (WHERE a.status IN ('present', 'late')),
  count(*) FILTER (WHERE a.status <> 'excused')
FROM attendance a JOIN class_sessions s ON s.id = a.session_id JOIN classes c ON c.id = s.class_id
GROUP BY s.id, c.school_id, s.starts_at;
--> statement-breakpoint
INSERT INTO dashboard_wallet_slots (account_id, slot, outgoing, kind, source, amount)
SELECT a.id, date_bin('15 minutes', t.created_at, timestamptz '2000-01-01 00:00:00+00'),
  a.id = t.from_account_id, t.kind, dashboard_transfer_source(t.reference), sum(t.amount)
FROM ledger_transfers t
JOIN ledger_accounts a ON a.id IN (t.from_account_id, t.to_account_id) AND a.kind = 'school_wallet'
GROUP BY 1, 2, 3, 4, 5;
