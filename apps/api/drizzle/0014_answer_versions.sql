CREATE TABLE "content_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_version_singleton" CHECK ("content_version"."singleton")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Cached answers (docs/answer-cache.md). A cached answer's key carries the learner's users.data_version and
-- the one content_version, both read by the session lookup every request makes, so an answer is reused only
-- while nothing it reads has changed. Triggers raise them (hand-written: drizzle-kit does not model
-- triggers), so no code path can forget to. Statement-level with transition tables: a bulk write (a CSV
-- import, the seed) raises each learner once per statement, not once per row.
INSERT INTO "content_version" ("singleton", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "raise_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows really written raise the version: statement triggers fire for statements that changed nothing
  -- too (an insert that met a conflict, an update to the same values: a refused write, a seed run again).
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "content_version" SET "version" = "version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "old_rows") THEN
      UPDATE "content_version" SET "version" = "version" + 1;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT "n"::text FROM "new_rows" "n" EXCEPT SELECT "o"::text FROM "old_rows" "o") THEN
      UPDATE "content_version" SET "version" = "version" + 1;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM "new_rows") THEN
    UPDATE "content_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Tables whose rows name their learner in user_id. An update raises only the learners whose rows it really
-- changed (a row's text differs before and after), so writing the same values again raises nothing.
CREATE FUNCTION "raise_learner_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (SELECT "user_id" FROM "old_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (
      SELECT "changed"."user_id" FROM (
        (SELECT "n"."user_id", "n"::text FROM "new_rows" "n" EXCEPT SELECT "o"."user_id", "o"::text FROM "old_rows" "o")
        UNION ALL
        (SELECT "o"."user_id", "o"::text FROM "old_rows" "o" EXCEPT SELECT "n"."user_id", "n"::text FROM "new_rows" "n")
      ) AS "changed" ("user_id", "row_text"));
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (SELECT "user_id" FROM "new_rows");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A goal's pauses name the learner through their goal.
CREATE FUNCTION "raise_learner_versions_of_goal_pauses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_goals"."user_id" FROM "user_goals" WHERE "user_goals"."id" IN (SELECT "user_goal_id" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_goals"."user_id" FROM "user_goals" WHERE "user_goals"."id" IN (
        SELECT "changed"."user_goal_id" FROM (
          (SELECT "n"."user_goal_id", "n"::text FROM "new_rows" "n" EXCEPT SELECT "o"."user_goal_id", "o"::text FROM "old_rows" "o")
          UNION ALL
          (SELECT "o"."user_goal_id", "o"::text FROM "old_rows" "o" EXCEPT SELECT "n"."user_goal_id", "n"::text FROM "new_rows" "n")
        ) AS "changed" ("user_goal_id", "row_text")));
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_goals"."user_id" FROM "user_goals" WHERE "user_goals"."id" IN (SELECT "user_goal_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A challenge's step answers name the learner through their take of the challenge.
CREATE FUNCTION "raise_learner_versions_of_challenge_steps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_challenges"."user_id" FROM "user_challenges" WHERE "user_challenges"."id" IN (SELECT "user_challenge_id" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_challenges"."user_id" FROM "user_challenges" WHERE "user_challenges"."id" IN (
        SELECT "changed"."user_challenge_id" FROM (
          (SELECT "n"."user_challenge_id", "n"::text FROM "new_rows" "n" EXCEPT SELECT "o"."user_challenge_id", "o"::text FROM "old_rows" "o")
          UNION ALL
          (SELECT "o"."user_challenge_id", "o"::text FROM "old_rows" "o" EXCEPT SELECT "n"."user_challenge_id", "n"::text FROM "new_rows" "n")
        ) AS "changed" ("user_challenge_id", "row_text")));
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_challenges"."user_id" FROM "user_challenges" WHERE "user_challenges"."id" IN (SELECT "user_challenge_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A membership names its learner by user_id, or only by email while the invitation waits for them.
CREATE FUNCTION "raise_learner_versions_of_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "old_rows") OR "email" IN (SELECT "email" FROM "old_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    WITH "changed" ("user_id", "email", "row_text") AS (
      (SELECT "n"."user_id", "n"."email", "n"::text FROM "new_rows" "n" EXCEPT SELECT "o"."user_id", "o"."email", "o"::text FROM "old_rows" "o")
      UNION ALL
      (SELECT "o"."user_id", "o"."email", "o"::text FROM "old_rows" "o" EXCEPT SELECT "n"."user_id", "n"."email", "n"::text FROM "new_rows" "n")
    )
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "changed") OR "email" IN (SELECT "email" FROM "changed");
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "new_rows") OR "email" IN (SELECT "email" FROM "new_rows");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Any change of a learner's own row raises their version (time zone, role, organisation...); a change of what
-- others see of them (name, photo, email: the leaderboard, a group's admin) raises the content version too.
CREATE FUNCTION "raise_versions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."data_version" = OLD."data_version" AND NEW IS DISTINCT FROM OLD THEN
    NEW."data_version" := OLD."data_version" + 1;
  END IF;
  IF (NEW."first_name", NEW."last_name", NEW."photo_url", NEW."email") IS DISTINCT FROM (OLD."first_name", OLD."last_name", OLD."photo_url", OLD."email") THEN
    UPDATE "content_version" SET "version" = "version" + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_raise_versions" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "raise_versions_of_user"();--> statement-breakpoint
CREATE TRIGGER "program_enrollments_raise_versions_insert" AFTER INSERT ON "program_enrollments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "program_enrollments_raise_versions_update" AFTER UPDATE ON "program_enrollments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "program_enrollments_raise_versions_delete" AFTER DELETE ON "program_enrollments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_goals_raise_versions_insert" AFTER INSERT ON "user_goals" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_goals_raise_versions_update" AFTER UPDATE ON "user_goals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_goals_raise_versions_delete" AFTER DELETE ON "user_goals" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_activities_raise_versions_insert" AFTER INSERT ON "user_activities" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_activities_raise_versions_update" AFTER UPDATE ON "user_activities" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_activities_raise_versions_delete" AFTER DELETE ON "user_activities" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_revisions_raise_versions_insert" AFTER INSERT ON "user_revisions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_revisions_raise_versions_update" AFTER UPDATE ON "user_revisions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_revisions_raise_versions_delete" AFTER DELETE ON "user_revisions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "question_responses_raise_versions_insert" AFTER INSERT ON "question_responses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "question_responses_raise_versions_update" AFTER UPDATE ON "question_responses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "question_responses_raise_versions_delete" AFTER DELETE ON "question_responses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_challenges_raise_versions_insert" AFTER INSERT ON "user_challenges" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_challenges_raise_versions_update" AFTER UPDATE ON "user_challenges" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "user_challenges_raise_versions_delete" AFTER DELETE ON "user_challenges" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "points_events_raise_versions_insert" AFTER INSERT ON "points_events" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "points_events_raise_versions_update" AFTER UPDATE ON "points_events" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "points_events_raise_versions_delete" AFTER DELETE ON "points_events" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "learning_days_raise_versions_insert" AFTER INSERT ON "learning_days" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "learning_days_raise_versions_update" AFTER UPDATE ON "learning_days" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "learning_days_raise_versions_delete" AFTER DELETE ON "learning_days" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_raise_versions_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_raise_versions_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_raise_versions_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "assessment_responses_raise_versions_insert" AFTER INSERT ON "assessment_responses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "assessment_responses_raise_versions_update" AFTER UPDATE ON "assessment_responses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "assessment_responses_raise_versions_delete" AFTER DELETE ON "assessment_responses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_raise_versions_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_raise_versions_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_raise_versions_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "goal_pauses_raise_versions_insert" AFTER INSERT ON "goal_pauses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_goal_pauses"();--> statement-breakpoint
CREATE TRIGGER "goal_pauses_raise_versions_update" AFTER UPDATE ON "goal_pauses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_goal_pauses"();--> statement-breakpoint
CREATE TRIGGER "goal_pauses_raise_versions_delete" AFTER DELETE ON "goal_pauses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_goal_pauses"();--> statement-breakpoint
CREATE TRIGGER "user_challenge_steps_raise_versions_insert" AFTER INSERT ON "user_challenge_steps" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_challenge_steps"();--> statement-breakpoint
CREATE TRIGGER "user_challenge_steps_raise_versions_update" AFTER UPDATE ON "user_challenge_steps" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_challenge_steps"();--> statement-breakpoint
CREATE TRIGGER "user_challenge_steps_raise_versions_delete" AFTER DELETE ON "user_challenge_steps" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_challenge_steps"();--> statement-breakpoint
CREATE TRIGGER "group_memberships_raise_versions_insert" AFTER INSERT ON "group_memberships" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_memberships"();--> statement-breakpoint
CREATE TRIGGER "group_memberships_raise_versions_update" AFTER UPDATE ON "group_memberships" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_memberships"();--> statement-breakpoint
CREATE TRIGGER "group_memberships_raise_versions_delete" AFTER DELETE ON "group_memberships" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_learner_versions_of_memberships"();--> statement-breakpoint
CREATE TRIGGER "programs_raise_content_version_insert" AFTER INSERT ON "programs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "programs_raise_content_version_update" AFTER UPDATE ON "programs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "programs_raise_content_version_delete" AFTER DELETE ON "programs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "programs_raise_content_version_truncate" AFTER TRUNCATE ON "programs" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "org_program_access_raise_content_version_insert" AFTER INSERT ON "org_program_access" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "org_program_access_raise_content_version_update" AFTER UPDATE ON "org_program_access" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "org_program_access_raise_content_version_delete" AFTER DELETE ON "org_program_access" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "org_program_access_raise_content_version_truncate" AFTER TRUNCATE ON "org_program_access" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_raise_content_version_insert" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_raise_content_version_update" AFTER UPDATE ON "organizations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_raise_content_version_delete" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_raise_content_version_truncate" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "groups_raise_content_version_insert" AFTER INSERT ON "groups" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "groups_raise_content_version_update" AFTER UPDATE ON "groups" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "groups_raise_content_version_delete" AFTER DELETE ON "groups" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "groups_raise_content_version_truncate" AFTER TRUNCATE ON "groups" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_raise_content_version_insert" AFTER INSERT ON "topics" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_raise_content_version_update" AFTER UPDATE ON "topics" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_raise_content_version_delete" AFTER DELETE ON "topics" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_raise_content_version_truncate" AFTER TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "subtopics_raise_content_version_insert" AFTER INSERT ON "subtopics" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "subtopics_raise_content_version_update" AFTER UPDATE ON "subtopics" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "subtopics_raise_content_version_delete" AFTER DELETE ON "subtopics" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "subtopics_raise_content_version_truncate" AFTER TRUNCATE ON "subtopics" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "readings_raise_content_version_insert" AFTER INSERT ON "readings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "readings_raise_content_version_update" AFTER UPDATE ON "readings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "readings_raise_content_version_delete" AFTER DELETE ON "readings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "readings_raise_content_version_truncate" AFTER TRUNCATE ON "readings" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goals_raise_content_version_insert" AFTER INSERT ON "goals" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goals_raise_content_version_update" AFTER UPDATE ON "goals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goals_raise_content_version_delete" AFTER DELETE ON "goals" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goals_raise_content_version_truncate" AFTER TRUNCATE ON "goals" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_topic_maps_raise_content_version_insert" AFTER INSERT ON "goal_topic_maps" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_topic_maps_raise_content_version_update" AFTER UPDATE ON "goal_topic_maps" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_topic_maps_raise_content_version_delete" AFTER DELETE ON "goal_topic_maps" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_topic_maps_raise_content_version_truncate" AFTER TRUNCATE ON "goal_topic_maps" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_schedule_items_raise_content_version_insert" AFTER INSERT ON "goal_schedule_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_schedule_items_raise_content_version_update" AFTER UPDATE ON "goal_schedule_items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_schedule_items_raise_content_version_delete" AFTER DELETE ON "goal_schedule_items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_schedule_items_raise_content_version_truncate" AFTER TRUNCATE ON "goal_schedule_items" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "activities_raise_content_version_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "activities_raise_content_version_update" AFTER UPDATE ON "activities" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "activities_raise_content_version_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "activities_raise_content_version_truncate" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_activities_raise_content_version_insert" AFTER INSERT ON "goal_activities" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_activities_raise_content_version_update" AFTER UPDATE ON "goal_activities" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_activities_raise_content_version_delete" AFTER DELETE ON "goal_activities" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "goal_activities_raise_content_version_truncate" AFTER TRUNCATE ON "goal_activities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "questions_raise_content_version_insert" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "questions_raise_content_version_update" AFTER UPDATE ON "questions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "questions_raise_content_version_delete" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "questions_raise_content_version_truncate" AFTER TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "question_options_raise_content_version_insert" AFTER INSERT ON "question_options" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "question_options_raise_content_version_update" AFTER UPDATE ON "question_options" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "question_options_raise_content_version_delete" AFTER DELETE ON "question_options" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "question_options_raise_content_version_truncate" AFTER TRUNCATE ON "question_options" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revisions_raise_content_version_insert" AFTER INSERT ON "revisions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revisions_raise_content_version_update" AFTER UPDATE ON "revisions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revisions_raise_content_version_delete" AFTER DELETE ON "revisions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revisions_raise_content_version_truncate" AFTER TRUNCATE ON "revisions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revision_questions_raise_content_version_insert" AFTER INSERT ON "revision_questions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revision_questions_raise_content_version_update" AFTER UPDATE ON "revision_questions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revision_questions_raise_content_version_delete" AFTER DELETE ON "revision_questions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "revision_questions_raise_content_version_truncate" AFTER TRUNCATE ON "revision_questions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenges_raise_content_version_insert" AFTER INSERT ON "challenges" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenges_raise_content_version_update" AFTER UPDATE ON "challenges" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenges_raise_content_version_delete" AFTER DELETE ON "challenges" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenges_raise_content_version_truncate" AFTER TRUNCATE ON "challenges" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_steps_raise_content_version_insert" AFTER INSERT ON "challenge_steps" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_steps_raise_content_version_update" AFTER UPDATE ON "challenge_steps" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_steps_raise_content_version_delete" AFTER DELETE ON "challenge_steps" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_steps_raise_content_version_truncate" AFTER TRUNCATE ON "challenge_steps" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_step_components_raise_content_version_insert" AFTER INSERT ON "challenge_step_components" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_step_components_raise_content_version_update" AFTER UPDATE ON "challenge_step_components" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_step_components_raise_content_version_delete" AFTER DELETE ON "challenge_step_components" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "challenge_step_components_raise_content_version_truncate" AFTER TRUNCATE ON "challenge_step_components" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_questions_raise_content_version_insert" AFTER INSERT ON "assessment_questions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_questions_raise_content_version_update" AFTER UPDATE ON "assessment_questions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_questions_raise_content_version_delete" AFTER DELETE ON "assessment_questions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_questions_raise_content_version_truncate" AFTER TRUNCATE ON "assessment_questions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_options_raise_content_version_insert" AFTER INSERT ON "assessment_options" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_options_raise_content_version_update" AFTER UPDATE ON "assessment_options" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_options_raise_content_version_delete" AFTER DELETE ON "assessment_options" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "assessment_options_raise_content_version_truncate" AFTER TRUNCATE ON "assessment_options" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "tips_raise_content_version_insert" AFTER INSERT ON "tips" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "tips_raise_content_version_update" AFTER UPDATE ON "tips" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "tips_raise_content_version_delete" AFTER DELETE ON "tips" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "tips_raise_content_version_truncate" AFTER TRUNCATE ON "tips" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "context_cards_raise_content_version_insert" AFTER INSERT ON "context_cards" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "context_cards_raise_content_version_update" AFTER UPDATE ON "context_cards" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "context_cards_raise_content_version_delete" AFTER DELETE ON "context_cards" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "context_cards_raise_content_version_truncate" AFTER TRUNCATE ON "context_cards" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
