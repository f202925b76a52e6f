import { sql } from 'drizzle-orm';

/*
 * Reading a rollup by UTC days yet bucketing by the school's own weeks, exactly. The buckets are
 * given by their edges, instants in ascending order (the period's start, each Monday 00:00 on the
 * school's clock, …), and `width_bucket(at, edges)` numbers them: 0 before the first edge, i from
 * edge i on. A UTC day with no edge strictly inside falls whole in one bucket, so its day sum
 * serves; a day an edge cuts (a week edge wherever the zone's offset is not zero at that moment,
 * and an edge at "now") is read from the fine rollup instead, whose rows are instants (a session's start, a quarter hour). No zone offset,
 * daylight saving shift or later change of the school's zone can split a bucket wrongly.
 */

const utcDate = (d: Date) => d.toISOString().slice(0, 10);
const isMidnightUtc = (d: Date) => d.getTime() % 86_400_000 === 0;

/** Instants as a PostgreSQL array. */
export const instants = (list: Date[]) =>
  sql`${`{${list.map((e) => e.toISOString()).join(',')}}`}::timestamptz[]`;

export type DayEdges = {
  /** The edges as a PostgreSQL array, for `width_bucket`. */
  edges: ReturnType<typeof sql>;
  /** The UTC day of the first edge: day sums from it on count. */
  firstDay: string;
  /** Days an edge cuts (read finely), as a PostgreSQL date array. */
  cut: ReturnType<typeof sql>;
  /**
   * A condition on an instant column: within one of the cut days. Spelled out day by day, so the
   * planner sees each range and reads it from the index.
   */
  inCutDays: (column: ReturnType<typeof sql>) => ReturnType<typeof sql>;
};

export function dayEdges(edges: Date[]): DayEdges {
  const first = edges[0];
  if (!first) throw new Error('a bucketing needs at least one edge');
  const cut = [...new Set(edges.filter((e) => !isMidnightUtc(e)).map(utcDate))];
  return {
    edges: instants(edges),
    firstDay: utcDate(first),
    cut: sql`${`{${cut.join(',')}}`}::date[]`,
    inCutDays: (column) =>
      cut.length === 0
        ? sql`false`
        : sql`(${sql.join(
            cut.map((day) => {
              const start = new Date(`${day}T00:00:00Z`);
              const end = new Date(start.getTime() + 86_400_000);
              return sql`(${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz)`;
            }),
            sql` or `,
          )})`,
  };
}

/** The instant a UTC day (a date column) starts. */
export const dayStart = (day: ReturnType<typeof sql>) =>
  sql`(${day}::timestamp at time zone 'UTC')`;
