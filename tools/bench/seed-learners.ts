/**
 * 1,000 learners with about three months of history, written set-based (INSERT … SELECT over
 * generate_series) into a database the API has migrated and seeded with its demo content. Plain SQL: tools
 * may not import the API's modules, so the few rules the API owns (the session hash, the streak) are
 * restated here and named where they come from.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export const TIME_ZONE = 'Asia/Kolkata';

export interface HistoryShape {
  learners: number;
  /** Weeks of learning days before the bench day. */
  weeks: number;
  /** Members per group (the leaderboard's group). */
  groupSize: number;
  /** The current goal started this many learning days before the bench day. */
  goalStartedBack: number;
  notificationsEach: number;
}

export interface BenchLearner {
  userId: number;
  /** `stride_session=<secret>`: the API keeps only the secret's hash. */
  cookie: string;
  groupId: number;
}

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The learning days (weekdays) from `count` learning days before `today` up to yesterday, oldest first. */
function learningDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let day = addDays(today, -1); days.length < count; day = addDays(day, -1)) if (!isWeekend(day)) days.unshift(day);
  return days;
}

/** Seeds the learners and their history; returns each one's session cookie and group. */
export async function seedLearners(client: pg.Client, shape: HistoryShape, benchInstant: Date): Promise<BenchLearner[]> {
  const today = benchInstant.toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
  // Day 1 of the current goal, then its days up to yesterday: the schedule's day numbers 1…goalStartedBack.
  const goalDays = learningDaysBefore(today, shape.goalStartedBack);
  const goalStart = goalDays[0];
  if (!goalStart) throw new Error('goalStartedBack must be at least 1.');
  const firstDay = addDays(today, -7 * shape.weeks);
  const params = { n: shape.learners, instant: benchInstant.toISOString(), zone: TIME_ZONE };

  await client.query('begin');
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, organization_id, time_zone, created_at, last_active_at)
     select 'bench.learner.' || n || '@stride.example',
       (select password_hash from users where password_hash is not null order by id limit 1),
       'Bench', 'Learner ' || n, (select id from organizations order by id limit 1), $2,
       $3::timestamptz - interval '120 days', $3::timestamptz - interval '1 day' + n * interval '1 second'
     from generate_series(1, $1) n`,
    [params.n, params.zone, params.instant],
  );
  // Each learner follows one goal of a 20-day program (spread over the eight such goals), started
  // goalStartedBack learning days ago, so today is a scheduled day with Learn and Do items and context cards.
  await client.query(
    `create temp table bench_learners on commit drop as
     with choices as (
       select goals.id as goal_id, goals.program_id, row_number() over (order by goals.id) - 1 as k, count(*) over () as total
       from goals join programs on programs.id = goals.program_id
       where programs.program_type = 'program' and programs.number_of_days > $2)
     select n, users.id as user_id, users.email, choices.goal_id, choices.program_id, ((n - 1) / $3) + 1 as team
     from generate_series(1, $1) n
     join users on users.email = 'bench.learner.' || n || '@stride.example'
     join choices on choices.k = n % choices.total`,
    [params.n, shape.goalStartedBack, shape.groupSize],
  );
  await client.query(
    `insert into program_enrollments (user_id, program_id, enrollment_date)
     select user_id, program_id, $1::date - interval '1 day' from bench_learners`,
    [goalStart],
  );
  await client.query(
    `insert into user_goals (user_id, goal_id, program_id, start_date, selected_at)
     select user_id, goal_id, program_id, $1::date, $1::date - interval '1 day' from bench_learners`,
    [goalStart],
  );

  // About four weekdays in five are learning days (deterministic, from a hash); 1-4 items each.
  await client.query(
    `create temp table bench_days on commit drop as
     select l.user_id, l.goal_id, d::date as day, 1 + abs(hashtext(l.n || '/' || d)) % 4 as items
     from bench_learners l cross join generate_series($1::date, $2::date - 1, interval '1 day') d
     where extract(isodow from d) < 6 and abs(hashtext(l.n || ':' || d)) % 100 < 80`,
    [firstDay, today],
  );
  await client.query('insert into learning_days (user_id, day, items_completed) select user_id, day, items from bench_days');
  // Points: two to five awards per learning day (items + 1), a minute or so apart in the learner's morning.
  // learner_stats.total_points follows by the trigger on points_events (migration 0004).
  await client.query(
    `insert into points_events (user_id, goal_id, source, source_id, points, earned_at, earned_on)
     select b.user_id, case when b.day >= $1::date then b.goal_id end, 'question',
       (select coalesce(max(source_id), 0) from points_events where source = 'question') + row_number() over (),
       5 + abs(hashtext(b.user_id || '/' || b.day || '/' || k)) % 16,
       (b.day + time '09:00' + k * interval '73 seconds') at time zone $2, b.day
     from bench_days b cross join generate_series(1, b.items + 1) k`,
    [goalStart, params.zone],
  );
  // The current goal's Learn activities and Do challenges, completed on the day they were scheduled when
  // that day was a learning day.
  const scheduledOn = `join unnest($1::date[]) with ordinality as s(day, day_number) on s.day_number = items.day_number
     join bench_days b on b.user_id = l.user_id and b.day = s.day`;
  await client.query(
    `insert into user_activities (user_id, goal_id, activity_id, attempt, started_at, completed_at, user_score)
     select distinct on (l.user_id, items.activity_id) l.user_id, l.goal_id, items.activity_id, 1,
       (s.day + time '09:00') at time zone $2, (s.day + time '09:06') at time zone $2, 10 + items.position
     from bench_learners l join goal_schedule_items items on items.goal_id = l.goal_id and items.activity_id is not null
     ${scheduledOn}
     order by l.user_id, items.activity_id, s.day`,
    [goalDays, params.zone],
  );
  // Their answers, about one in eight wrong (the leaderboard counts perfect activities from these).
  await client.query(
    `insert into question_responses (user_id, goal_id, question_id, activity_id, attempt, user_response, is_correct, answered_at)
     select a.user_id, a.goal_id, q.id, a.activity_id, 1, jsonb_build_object('type', q.type, 'answer', 'bench'),
       abs(hashtext(a.user_id || '/' || q.id)) % 8 <> 0, a.completed_at - interval '1 minute'
     from user_activities a join bench_learners l on l.user_id = a.user_id join questions q on q.activity_id = a.activity_id`,
  );
  await client.query(
    `insert into user_challenges (user_id, goal_id, challenge_id, date, start_time, end_time, started, is_completed, completed_date)
     select distinct on (l.user_id, items.challenge_id) l.user_id, l.goal_id, items.challenge_id, s.day,
       (s.day + time '10:00') at time zone $2, (s.day + time '11:00') at time zone $2, true, true, (s.day + time '17:00') at time zone $2
     from bench_learners l join goal_schedule_items items on items.goal_id = l.goal_id and items.challenge_id is not null
     ${scheduledOn}
     order by l.user_id, items.challenge_id, s.day`,
    [goalDays, params.zone],
  );
  // The dashboard showed a tip on each learning day; tip/random keeps those of the learner's latest day.
  await client.query(
    `insert into tips_shown (user_id, shown_on, tip_ids)
     select distinct on (b.user_id) b.user_id, b.day, array[tips.id] from bench_days b
     join (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from tips where active) tips
       on tips.k = abs(hashtext(b.user_id || '/' || b.day)) % tips.total
     order by b.user_id, b.day desc`,
  );
  await client.query(
    `insert into notifications (user_id, message, kind, created_at, read_at)
     select l.user_id, 'You are on a ' || k || '-day learning streak. Keep it going!', 'streak',
       $2::timestamptz - k * interval '3 days 5 hours', case when k > 3 then $2::timestamptz - k * interval '3 days' end
     from bench_learners l cross join generate_series(1, $1) k`,
    [shape.notificationsEach, params.instant],
  );
  // Teams of groupSize learners, each with its first member as the admin, all joined.
  await client.query(
    `insert into groups (name, description, organization_id, group_admin_email, created_by_user_id, created_at)
     select 'Bench team ' || team, 'A team of the dashboard benchmark.', (select id from organizations order by id limit 1),
       min(email), min(user_id), $1::timestamptz - interval '100 days'
     from bench_learners group by team`,
    [params.instant],
  );
  await client.query(
    `insert into group_memberships (group_id, email, user_id, status, invited_at, joining_date)
     select groups.id, l.email, l.user_id, 'joined', $1::timestamptz - interval '90 days', $1::timestamptz - interval '89 days'
     from bench_learners l join groups on groups.name = 'Bench team ' || l.team and groups.organization_id = (select id from organizations order by id limit 1)`,
    [params.instant],
  );
  await writeStreaks(client, goalStart);
  const learners = await startSessions(client, benchInstant);
  await client.query('commit');
  // A database in its steady state: each points award above updated its learner's learner_stats row (the
  // trigger), leaving ~180 dead row versions each, and the planner has statistics. Autovacuum would get
  // there too, but in the middle of a run.
  await client.query('vacuum analyze');
  return learners;
}

/**
 * The streak columns as rebuildStreaks (apps/api learner-stats) computes them for this history: one goal, no
 * pauses, its 20-day schedule still running. Consecutive learning days form a streak; a weekday since the
 * goal's start with no learning day breaks it, and before the start nothing was due, so nothing broke it.
 */
async function writeStreaks(client: pg.Client, goalStart: string): Promise<void> {
  await client.query(
    `with ordered as (
       select user_id, day, lag(day) over (partition by user_id order by day) as previous from bench_days),
     flagged as (
       select user_id, day, (previous is null or exists (
         select 1 from generate_series(previous + 1, day - 1, interval '1 day') between_days(d)
         where extract(isodow from d) < 6 and d >= $1::date)) as restarts
       from ordered),
     islands as (
       select user_id, day, sum(restarts::int) over (partition by user_id order by day) as island from flagged),
     runs as (
       select user_id, island, count(*)::int as length, max(day) as last_day from islands group by user_id, island),
     per_learner as (
       select user_id, max(length) as highest, (array_agg(length order by last_day desc))[1] as current,
         max(last_day) as last_day, sum(length)::int as days
       from runs group by user_id)
     insert into learner_stats (user_id, current_streak, highest_streak, last_learning_day, days_of_learning)
     select user_id, current, highest, last_day, days from per_learner
     on conflict (user_id) do update set current_streak = excluded.current_streak, highest_streak = excluded.highest_streak,
       last_learning_day = excluded.last_learning_day, days_of_learning = excluded.days_of_learning`,
    [goalStart],
  );
}

/**
 * A session per learner, written as the session store writes one (apps/api session-store.ts): the cookie
 * holds 256 random bits and the table their SHA-256 in base64url. Signing in 1,000 times would cost a
 * password hash each and meet the sign-in rate limit. Last seen at moments spread over the minute before,
 * so their once-a-minute renewals are spread over the run as in a steady state, not all at once.
 */
async function startSessions(client: pg.Client, benchInstant: Date): Promise<BenchLearner[]> {
  const { rows } = await client.query<{ user_id: number; group_id: number }>(
    `select l.user_id, m.group_id from bench_learners l join group_memberships m on m.user_id = l.user_id order by l.n`,
  );
  const secrets = rows.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (secret_hash, user_id, created_at, last_seen_at, expires_at, user_agent)
     select hash, user_id, $3::timestamptz - interval '1 hour', $3::timestamptz - (ordinality % 60) * interval '1 second', $3::timestamptz + interval '30 days', 'stride-bench'
     from unnest($1::text[], $2::int[]) with ordinality as s(hash, user_id, ordinality)`,
    [secrets.map((secret) => createHash('sha256').update(secret).digest('base64url')), rows.map((row) => row.user_id), benchInstant.toISOString()],
  );
  return rows.map((row, index) => ({ userId: row.user_id, cookie: `stride_session=${secrets[index]}`, groupId: row.group_id }));
}

/** Row counts of the history tables, for the report. */
export async function historySizes(client: pg.Client): Promise<Record<string, number>> {
  const tables = [
    'users',
    'points_events',
    'learning_days',
    'user_activities',
    'question_responses',
    'user_challenges',
    'tips_shown',
    'notifications',
    'group_memberships',
    'sessions',
  ];
  const { rows } = await client.query<{ name: string; count: number }>(
    tables.map((table) => `select '${table}' as name, count(*)::int as count from ${table}`).join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}
