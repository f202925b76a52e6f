CREATE TABLE "dashboard_day_marks" (
	"school_id" uuid NOT NULL,
	"day" date NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_day_marks_school_id_day_pk" PRIMARY KEY("school_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_student_days" (
	"school_id" uuid NOT NULL,
	"status" text NOT NULL,
	"enrolled_at" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_student_days_school_id_status_enrolled_at_pk" PRIMARY KEY("school_id","status","enrolled_at")
);
--> statement-breakpoint
CREATE TABLE "dashboard_wallet_days" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"outgoing" boolean NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "dashboard_wallet_days_account_id_day_outgoing_kind_source_pk" PRIMARY KEY("account_id","day","outgoing","kind","source")
);
--> statement-breakpoint
ALTER TABLE "dashboard_day_marks" ADD CONSTRAINT "dashboard_day_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_student_days" ADD CONSTRAINT "dashboard_student_days_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_wallet_days" ADD CONSTRAINT "dashboard_wallet_days_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_span_idx" ON "class_sessions" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
-- Written by hand (drizzle does not express triggers). The day sums are kept from the fine
-- rollups of 0027 by triggers on those, so they follow every mark, moved session and transfer in
-- the same transaction; the student days are kept from students themselves.
CREATE OR REPLACE FUNCTION dashboard_sum_day_marks() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE dashboard_day_marks SET
      attended = attended - OLD.attended,
      counted = counted - OLD.counted
    WHERE school_id = OLD.school_id AND day = (OLD.starts_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dashboard_day_marks (school_id, day, attended, counted)
    VALUES (NEW.school_id, (NEW.starts_at AT TIME ZONE 'UTC')::date, NEW.attended, NEW.counted)
    ON CONFLICT (school_id, day) DO UPDATE SET
      attended = dashboard_day_marks.attended + EXCLUDED.attended,
      counted = dashboard_day_marks.counted + EXCLUDED.counted;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dashboard_session_marks_day_sum AFTER INSERT OR UPDATE OR DELETE ON "dashboard_session_marks"
  FOR EACH ROW EXECUTE FUNCTION dashboard_sum_day_marks();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_sum_wallet_days() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE dashboard_wallet_days SET amount = amount - OLD.amount
    WHERE account_id = OLD.account_id AND day = (OLD.slot AT TIME ZONE 'UTC')::date
      AND outgoing = OLD.outgoing AND kind = OLD.kind AND source = OLD.source;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dashboard_wallet_days (account_id, day, outgoing, kind, source, amount)
    VALUES (NEW.account_id, (NEW.slot AT TIME ZONE 'UTC')::date, NEW.outgoing, NEW.kind,
      NEW.source, NEW.amount)
    ON CONFLICT (account_id, day, outgoing, kind, source) DO UPDATE SET
      amount = dashboard_wallet_days.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dashboard_wallet_slots_day_sum AFTER INSERT OR UPDATE OR DELETE ON "dashboard_wallet_slots"
  FOR EACH ROW EXECUTE FUNCTION dashboard_sum_wallet_days();
--> statement-breakpoint
-- Per statement, from its transition tables: an import of thousands of students is one upsert
-- per day and status, not one per row.
CREATE OR REPLACE FUNCTION dashboard_count_students() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_student_days (school_id, status, enrolled_at, n)
    SELECT school_id, status, enrolled_at, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (school_id, status, enrolled_at) DO UPDATE SET
      n = dashboard_student_days.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE dashboard_student_days d SET n = d.n - gone.n
    FROM (SELECT school_id, status, enrolled_at, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) gone
    WHERE d.school_id = gone.school_id AND d.status = gone.status
      AND d.enrolled_at = gone.enrolled_at;
  ELSE
    INSERT INTO dashboard_student_days (school_id, status, enrolled_at, n)
    SELECT school_id, status, enrolled_at, sum(n) FROM (
      SELECT school_id, status, enrolled_at, 1 AS n FROM new_rows
      UNION ALL
      SELECT school_id, status, enrolled_at, -1 FROM old_rows) moved
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (school_id, status, enrolled_at) DO UPDATE SET
      n = dashboard_student_days.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER students_dashboard_count_insert AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_students();
--> statement-breakpoint
CREATE TRIGGER students_dashboard_count_update AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_students();
--> statement-breakpoint
CREATE TRIGGER students_dashboard_count_delete AFTER DELETE ON "students"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_students();
--> statement-breakpoint
-- The marks and transfers of 0027 are counted per statement too, from its transition tables: a
-- statement writing many rows makes one upsert per session or quarter hour, so the day sums
-- above see one change per session or slot rather than one per row (a row updated thousands of
-- times in one transaction grows a chain every later update walks).
DROP TRIGGER attendance_dashboard_count ON "attendance";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_count_marks() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE dashboard_session_marks m SET
      attended = m.attended - gone.attended,
      counted = m.counted - gone.counted
    FROM (SELECT session_id, count(*) FILTER (WHERE status IN ('present', 'late')) AS attended,
            count(*) FILTER (WHERE status <> 'excused') AS counted
          FROM old_rows GROUP BY 1) gone
    WHERE m.session_id = gone.session_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dashboard_session_marks (session_id, school_id, starts_at, attended, counted)
    SELECT s.id, c.school_id, s.starts_at, came.attended, came.counted
    FROM (SELECT session_id, count(*) FILTER (WHERE status IN ('present', 'late')) AS attended,
            count(*) FILTER (WHERE status <> 'excused') AS counted
          FROM new_rows GROUP BY 1) came
    JOIN class_sessions s ON s.id = came.session_id JOIN classes c ON c.id = s.class_id
    ON CONFLICT (session_id) DO UPDATE SET
      attended = dashboard_session_marks.attended + EXCLUDED.attended,
      counted = dashboard_session_marks.counted + EXCLUDED.counted;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_dashboard_count_insert AFTER INSERT ON "attendance"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_marks();
--> statement-breakpoint
CREATE TRIGGER attendance_dashboard_count_update AFTER UPDATE ON "attendance"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_marks();
--> statement-breakpoint
CREATE TRIGGER attendance_dashboard_count_delete AFTER DELETE ON "attendance"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_marks();
--> statement-breakpoint
DROP TRIGGER ledger_transfers_dashboard_count ON "ledger_transfers";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_count_transfer() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_wallet_slots (account_id, slot, outgoing, kind, source, amount)
  SELECT a.id, date_bin('15 minutes', t.created_at, timestamptz '2000-01-01 00:00:00+00'),
    a.id = t.from_account_id, t.kind, dashboard_transfer_source(t.reference), sum(t.amount)
  FROM new_rows t
  JOIN ledger_accounts a ON a.id IN (t.from_account_id, t.to_account_id) AND a.kind = 'school_wallet'
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (account_id, slot, outgoing, kind, source) DO UPDATE SET
    amount = dashboard_wallet_slots.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_dashboard_count AFTER INSERT ON "ledger_transfers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_transfer();
--> statement-breakpoint
INSERT INTO dashboard_day_marks (school_id, day, attended, counted)
SELECT school_id, (starts_at AT TIME ZONE 'UTC')::date, sum(attended), sum(counted)
FROM dashboard_session_marks GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dashboard_wallet_days (account_id, day, outgoing, kind, source, amount)
SELECT account_id, (slot AT TIME ZONE 'UTC')::date, outgoing, kind, source, sum(amount)
FROM dashboard_wallet_slots GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO dashboard_student_days (school_id, status, enrolled_at, n)
SELECT school_id, status, enrolled_at, count(*) FROM students GROUP BY 1, 2, 3;
