CREATE TYPE "public"."activity_type" AS ENUM('learn', 'revise');--> statement-breakpoint
CREATE TYPE "public"."challenge_step_type" AS ENUM('mcq', 'textbox', 'scale_or_rating', 'visual_flash_card', 'reading');--> statement-breakpoint
CREATE TYPE "public"."challenge_type" AS ENUM('drill', 'challenge', 'day');--> statement-breakpoint
CREATE TYPE "public"."country" AS ENUM('india', 'usa', 'uk', 'canada', 'australia', 'singapore', 'germany', 'hong_kong');--> statement-breakpoint
CREATE TYPE "public"."education_level" AS ENUM('high_school', 'bachelor', 'master', 'professional', 'doctorate', 'post-doctorate', 'other');--> statement-breakpoint
CREATE TYPE "public"."education_major" AS ENUM('none', 'arts', 'finance', 'engineering', 'medicine', 'law', 'management', 'other');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."goal_pause_reason" AS ENUM('manual', 'inactivity', 'leave');--> statement-breakpoint
CREATE TYPE "public"."group_membership_status" AS ENUM('invited', 'joined');--> statement-breakpoint
CREATE TYPE "public"."image_display_position" AS ENUM('left', 'right', 'top');--> statement-breakpoint
CREATE TYPE "public"."no_of_direct_reportees" AS ENUM('zero', 'one', 'two_to_four', 'four_to_seven', 'more_than_seven');--> statement-breakpoint
CREATE TYPE "public"."points_source" AS ENUM('question', 'activity_bonus', 'revision', 'challenge');--> statement-breakpoint
CREATE TYPE "public"."proficiency" AS ENUM('beginner', 'intermediate', 'master');--> statement-breakpoint
CREATE TYPE "public"."program_type" AS ENUM('program', 'sprint');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('mcq', 'fill_blanks', 'order', 'flashcard');--> statement-breakpoint
CREATE TYPE "public"."role_type" AS ENUM('individual_contributor', 'people_manager');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('requested', 'active', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."type_of_company" AS ENUM('industrial_and_materials', 'consumer_goods', 'healthcare', 'education', 'information_technology_and_services', 'internet', 'financial', 'other');--> statement-breakpoint
CREATE TYPE "public"."work_type" AS ENUM('office', 'remote', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."years_of_experience" AS ENUM('less_than_one_year', 'one_to_three_years', 'three_to_five_years', 'five_to_eight_years', 'more_than_eight_years');--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text,
	"country" "country",
	"phone" text,
	"gst_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role_id" integer DEFAULT 1 NOT NULL,
	"organization_id" integer,
	"date_of_birth" date,
	"phone" text,
	"country" "country",
	"city" text,
	"gender" "gender",
	"photo_url" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"reminder_email" boolean DEFAULT true NOT NULL,
	"engagement_email" boolean DEFAULT true NOT NULL,
	"newsletter_email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "users_role_id_range" CHECK ("users"."role_id" between 1 and 6),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"gender" "gender",
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_lower" CHECK ("admins"."email" = lower("admins"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"secret_hash" text NOT NULL,
	"user_id" integer,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_one_owner" CHECK (("sessions"."user_id" is null) <> ("sessions"."admin_id" is null))
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_program_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_program_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"display_image_url" text,
	"program_type" "program_type" DEFAULT 'program' NOT NULL,
	"proficiency" "proficiency" DEFAULT 'beginner' NOT NULL,
	"number_of_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_number_of_days_positive" CHECK ("programs"."number_of_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"reading_title" text NOT NULL,
	"reading_text" text NOT NULL,
	"subtopic_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subtopics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subtopics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"topic_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_topic_maps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_topic_maps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"topic_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"program_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" "activity_type" DEFAULT 'learn' NOT NULL,
	"reattempt_after_days" integer DEFAULT 0 NOT NULL,
	"same_day_bonus" integer DEFAULT 0 NOT NULL,
	"same_day_all_correct_bonus" integer DEFAULT 0 NOT NULL,
	"all_correct_bonus" integer DEFAULT 0 NOT NULL,
	"reading_id" integer,
	"subtopic_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_reattempt_after_days_non_negative" CHECK ("activities"."reattempt_after_days" >= 0),
	CONSTRAINT "activities_same_day_bonus_non_negative" CHECK ("activities"."same_day_bonus" >= 0),
	CONSTRAINT "activities_same_day_all_correct_bonus_non_negative" CHECK ("activities"."same_day_all_correct_bonus" >= 0),
	CONSTRAINT "activities_all_correct_bonus_non_negative" CHECK ("activities"."all_correct_bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goal_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"option_text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	CONSTRAINT "question_options_position_positive" CHECK ("question_options"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer,
	"position" integer NOT NULL,
	"type" "question_type" NOT NULL,
	"stem" text NOT NULL,
	"comment" text,
	"question_image_url" text,
	"points" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_position_positive" CHECK ("questions"."position" >= 1),
	CONSTRAINT "questions_points_non_negative" CHECK ("questions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "revision_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revision_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"revision_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "revision_questions_position_positive" CHECK ("revision_questions"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_step_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_step_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_step_id" integer NOT NULL,
	"position" integer NOT NULL,
	"option_text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	CONSTRAINT "challenge_step_components_position_positive" CHECK ("challenge_step_components"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "challenge_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"position" integer NOT NULL,
	"step_type" "challenge_step_type" NOT NULL,
	"step_display" text NOT NULL,
	"image_url" text,
	CONSTRAINT "challenge_steps_position_positive" CHECK ("challenge_steps"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" "challenge_type" NOT NULL,
	"calender_required" boolean DEFAULT true NOT NULL,
	"time_required_in_minutes" integer DEFAULT 0 NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"template_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_non_negative" CHECK ("challenges"."time_required_in_minutes" >= 0 and "challenges"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goal_schedule_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_schedule_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"position" integer NOT NULL,
	"activity_id" integer,
	"revision_id" integer,
	"challenge_id" integer,
	CONSTRAINT "goal_schedule_items_day_number_positive" CHECK ("goal_schedule_items"."day_number" >= 1),
	CONSTRAINT "goal_schedule_items_position_positive" CHECK ("goal_schedule_items"."position" >= 1),
	CONSTRAINT "goal_schedule_items_one_item" CHECK (num_nonnulls("goal_schedule_items"."activity_id", "goal_schedule_items"."revision_id", "goal_schedule_items"."challenge_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tip_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "context_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "context_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"context_card_display_name" text NOT NULL,
	"card_title" text NOT NULL,
	"card_display_text" text NOT NULL,
	"image_url" text,
	"image_display_position" "image_display_position" DEFAULT 'top' NOT NULL,
	"goal_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "context_cards_day_number_positive" CHECK ("context_cards"."day_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "assessment_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"option_text" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"goal_id" integer NOT NULL,
	CONSTRAINT "assessment_options_position_positive" CHECK ("assessment_options"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"stem" text NOT NULL,
	CONSTRAINT "assessment_questions_position_positive" CHECK ("assessment_questions"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "assessment_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"status" "group_membership_status" DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joining_date" timestamp with time zone,
	CONSTRAINT "group_memberships_email_lower" CHECK ("group_memberships"."email" = lower("group_memberships"."email")),
	CONSTRAINT "group_memberships_joined_complete" CHECK ("group_memberships"."status" <> 'joined' or ("group_memberships"."user_id" is not null and "group_memberships"."joining_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"organization_id" integer,
	"group_admin_email" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_group_admin_email_lower" CHECK ("groups"."group_admin_email" = lower("groups"."group_admin_email"))
);
--> statement-breakpoint
CREATE TABLE "goal_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_goal_id" integer NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resumed_at" timestamp with time zone,
	"reason" "goal_pause_reason" DEFAULT 'manual' NOT NULL,
	CONSTRAINT "goal_pauses_resumed_after_paused" CHECK ("goal_pauses"."resumed_at" is null or "goal_pauses"."resumed_at" >= "goal_pauses"."paused_at")
);
--> statement-breakpoint
CREATE TABLE "program_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"enrollment_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"quitted" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_due_to_inactivity" boolean DEFAULT false NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_goals_inactivity_is_pause" CHECK (not "user_goals"."paused_due_to_inactivity" or "user_goals"."paused"),
	CONSTRAINT "user_goals_completed_has_date" CHECK (not "user_goals"."completed" or "user_goals"."completed_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "question_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"activity_id" integer,
	"revision_id" integer,
	"attempt" integer DEFAULT 1 NOT NULL,
	"user_response" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_responses_attempt_positive" CHECK ("question_responses"."attempt" >= 1),
	CONSTRAINT "question_responses_one_source" CHECK (("question_responses"."activity_id" is null) <> ("question_responses"."revision_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"user_score" integer,
	"activity_feedback" integer,
	CONSTRAINT "user_activities_attempt_positive" CHECK ("user_activities"."attempt" >= 1),
	CONSTRAINT "user_activities_feedback_range" CHECK ("user_activities"."activity_feedback" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "user_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_revisions_attempt_positive" CHECK ("user_revisions"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_challenge_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_challenge_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_challenge_id" integer NOT NULL,
	"challenge_step_id" integer NOT NULL,
	"mcq_response" integer,
	"fill_in_the_blanks_response" text,
	"assesment_response" integer,
	"is_correct" boolean,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"started" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"user_feedback" text,
	"user_response" integer,
	"difficulty" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_challenges_user_response_range" CHECK ("user_challenges"."user_response" between 1 and 5),
	CONSTRAINT "user_challenges_difficulty_range" CHECK ("user_challenges"."difficulty" between 1 and 5),
	CONSTRAINT "user_challenges_end_after_start" CHECK ("user_challenges"."end_time" is null or "user_challenges"."end_time" >= "user_challenges"."start_time"),
	CONSTRAINT "user_challenges_completed_has_date" CHECK (not "user_challenges"."is_completed" or "user_challenges"."completed_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "learning_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"items_completed" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "learning_days_items_completed_positive" CHECK ("learning_days"."items_completed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_id" integer,
	"source" "points_source" NOT NULL,
	"source_id" integer NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"earned_on" date NOT NULL,
	CONSTRAINT "points_events_points_non_negative" CHECK ("points_events"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flashcards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"flashcard_title" text NOT NULL,
	"flashcard_text" text NOT NULL,
	"question_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"stability" double precision,
	"difficulty" double precision,
	"reps" integer,
	"lapses" integer,
	"last_reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"note_title" text NOT NULL,
	"note_text" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_readings" (
	"user_id" integer NOT NULL,
	"reading_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_readings_pkey" PRIMARY KEY("user_id","reading_id")
);
--> statement-breakpoint
CREATE TABLE "saved_tips" (
	"user_id" integer NOT NULL,
	"tip_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_tips_pkey" PRIMARY KEY("user_id","tip_id")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "todos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"todo_title" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "todos_completed_has_date" CHECK ("todos"."completed" = ("todos"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"feedback_text" text DEFAULT '' NOT NULL,
	"overall" integer NOT NULL,
	"experience" integer NOT NULL,
	"relevance" integer NOT NULL,
	"quality_learn" integer NOT NULL,
	"quality_do" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_overall_range" CHECK ("feedback"."overall" between 0 and 5),
	CONSTRAINT "feedback_experience_range" CHECK ("feedback"."experience" between 0 and 5),
	CONSTRAINT "feedback_relevance_range" CHECK ("feedback"."relevance" between 0 and 5),
	CONSTRAINT "feedback_quality_learn_range" CHECK ("feedback"."quality_learn" between 0 and 5),
	CONSTRAINT "feedback_quality_do_range" CHECK ("feedback"."quality_do" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "education_personas" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"education_level" "education_level",
	"education_major" "education_major",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_personas" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"years_of_experience" "years_of_experience",
	"work_type" "work_type",
	"role_type" "role_type",
	"role_level" text,
	"role_area" text,
	"type_of_company" "type_of_company",
	"salary_level" text,
	"no_of_direct_reportees" "no_of_direct_reportees",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_issue_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_issue_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issue_topic_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_issue_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_issue_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issue_type_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"issue_type_id" integer NOT NULL,
	"issue_topic_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number_of_user" integer DEFAULT 1 NOT NULL,
	"subscription_type" integer NOT NULL,
	"subscription_start_date" date NOT NULL,
	"subscription_end_date" date NOT NULL,
	"status" "subscription_status" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_number_of_user_positive" CHECK ("subscriptions"."number_of_user" >= 1),
	CONSTRAINT "subscriptions_end_after_start" CHECK ("subscriptions"."subscription_end_date" >= "subscriptions"."subscription_start_date")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_program_access" ADD CONSTRAINT "org_program_access_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_program_access" ADD CONSTRAINT "org_program_access_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtopics" ADD CONSTRAINT "subtopics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_topic_maps" ADD CONSTRAINT "goal_topic_maps_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_topic_maps" ADD CONSTRAINT "goal_topic_maps_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_activities" ADD CONSTRAINT "goal_activities_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_activities" ADD CONSTRAINT "goal_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_questions" ADD CONSTRAINT "revision_questions_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_questions" ADD CONSTRAINT "revision_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_step_components" ADD CONSTRAINT "challenge_step_components_challenge_step_id_challenge_steps_id_fk" FOREIGN KEY ("challenge_step_id") REFERENCES "public"."challenge_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_steps" ADD CONSTRAINT "challenge_steps_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD CONSTRAINT "goal_schedule_items_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD CONSTRAINT "goal_schedule_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD CONSTRAINT "goal_schedule_items_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD CONSTRAINT "goal_schedule_items_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "context_cards" ADD CONSTRAINT "context_cards_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_options" ADD CONSTRAINT "assessment_options_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_options" ADD CONSTRAINT "assessment_options_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_option_id_assessment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."assessment_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_pauses" ADD CONSTRAINT "goal_pauses_user_goal_id_user_goals_id_fk" FOREIGN KEY ("user_goal_id") REFERENCES "public"."user_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_revisions" ADD CONSTRAINT "user_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_revisions" ADD CONSTRAINT "user_revisions_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_revisions" ADD CONSTRAINT "user_revisions_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenge_steps" ADD CONSTRAINT "user_challenge_steps_user_challenge_id_user_challenges_id_fk" FOREIGN KEY ("user_challenge_id") REFERENCES "public"."user_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenge_steps" ADD CONSTRAINT "user_challenge_steps_challenge_step_id_challenge_steps_id_fk" FOREIGN KEY ("challenge_step_id") REFERENCES "public"."challenge_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenge_steps" ADD CONSTRAINT "user_challenge_steps_mcq_response_challenge_step_components_id_fk" FOREIGN KEY ("mcq_response") REFERENCES "public"."challenge_step_components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_events" ADD CONSTRAINT "points_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_events" ADD CONSTRAINT "points_events_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_readings" ADD CONSTRAINT "saved_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_readings" ADD CONSTRAINT "saved_readings_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tips" ADD CONSTRAINT "saved_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tips" ADD CONSTRAINT "saved_tips_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_personas" ADD CONSTRAINT "education_personas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_personas" ADD CONSTRAINT "profession_personas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_issue_type_id_support_issue_types_id_fk" FOREIGN KEY ("issue_type_id") REFERENCES "public"."support_issue_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_issue_topic_id_support_issue_topics_id_fk" FOREIGN KEY ("issue_topic_id") REFERENCES "public"."support_issue_topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_organization_id_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_key" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_secret_hash_key" ON "sessions" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_id_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_id_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "org_program_access_organization_id_program_id_key" ON "org_program_access" USING btree ("organization_id","program_id");--> statement-breakpoint
CREATE INDEX "org_program_access_program_id_idx" ON "org_program_access" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_code_key" ON "programs" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_code_key" ON "readings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "readings_subtopic_id_idx" ON "readings" USING btree ("subtopic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subtopics_code_key" ON "subtopics" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subtopics_topic_id_idx" ON "subtopics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_code_key" ON "topics" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_topic_maps_goal_id_topic_id_key" ON "goal_topic_maps" USING btree ("goal_id","topic_id");--> statement-breakpoint
CREATE INDEX "goal_topic_maps_topic_id_idx" ON "goal_topic_maps" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_code_key" ON "goals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "goals_program_id_idx" ON "goals" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_code_key" ON "activities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "activities_subtopic_id_idx" ON "activities" USING btree ("subtopic_id");--> statement-breakpoint
CREATE INDEX "activities_reading_id_idx" ON "activities" USING btree ("reading_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_activities_goal_id_activity_id_key" ON "goal_activities" USING btree ("goal_id","activity_id");--> statement-breakpoint
CREATE INDEX "goal_activities_activity_id_idx" ON "goal_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_question_id_position_key" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_activity_id_position_key" ON "questions" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_questions_revision_id_position_key" ON "revision_questions" USING btree ("revision_id","position");--> statement-breakpoint
CREATE INDEX "revision_questions_question_id_idx" ON "revision_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_code_key" ON "revisions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_step_components_challenge_step_id_position_key" ON "challenge_step_components" USING btree ("challenge_step_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_steps_challenge_id_position_key" ON "challenge_steps" USING btree ("challenge_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_code_key" ON "challenges" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_schedule_items_goal_id_day_number_position_key" ON "goal_schedule_items" USING btree ("goal_id","day_number","position");--> statement-breakpoint
CREATE INDEX "goal_schedule_items_activity_id_idx" ON "goal_schedule_items" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "goal_schedule_items_revision_id_idx" ON "goal_schedule_items" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "goal_schedule_items_challenge_id_idx" ON "goal_schedule_items" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_tip_text_key" ON "tips" USING btree ("tip_text");--> statement-breakpoint
CREATE UNIQUE INDEX "context_cards_code_key" ON "context_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "context_cards_goal_id_day_number_idx" ON "context_cards" USING btree ("goal_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_options_question_id_position_key" ON "assessment_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "assessment_options_goal_id_idx" ON "assessment_options" USING btree ("goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_program_id_position_key" ON "assessment_questions" USING btree ("program_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_user_id_question_id_key" ON "assessment_responses" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "assessment_responses_user_id_program_id_idx" ON "assessment_responses" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_memberships_group_id_email_key" ON "group_memberships" USING btree ("group_id","email");--> statement-breakpoint
CREATE INDEX "group_memberships_user_id_idx" ON "group_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_memberships_email_idx" ON "group_memberships" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_organization_id_name_key" ON "groups" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "groups_group_admin_email_idx" ON "groups" USING btree ("group_admin_email");--> statement-breakpoint
CREATE INDEX "groups_created_by_user_id_idx" ON "groups" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "goal_pauses_user_goal_id_idx" ON "goal_pauses" USING btree ("user_goal_id","paused_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_pauses_open_key" ON "goal_pauses" USING btree ("user_goal_id") WHERE "goal_pauses"."resumed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrollments_user_id_program_id_key" ON "program_enrollments" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "program_enrollments_program_id_idx" ON "program_enrollments" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_goals_user_id_goal_id_key" ON "user_goals" USING btree ("user_id","goal_id");--> statement-breakpoint
CREATE INDEX "user_goals_goal_id_idx" ON "user_goals" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "user_goals_program_id_idx" ON "user_goals" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_responses_activity_key" ON "question_responses" USING btree ("user_id","goal_id","activity_id","attempt","question_id") WHERE "question_responses"."activity_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "question_responses_revision_key" ON "question_responses" USING btree ("user_id","goal_id","revision_id","attempt","question_id") WHERE "question_responses"."revision_id" is not null;--> statement-breakpoint
CREATE INDEX "question_responses_question_id_idx" ON "question_responses" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_activities_user_id_goal_id_activity_id_attempt_key" ON "user_activities" USING btree ("user_id","goal_id","activity_id","attempt");--> statement-breakpoint
CREATE INDEX "user_activities_user_id_completed_at_idx" ON "user_activities" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "user_activities_activity_id_idx" ON "user_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_revisions_user_id_goal_id_revision_id_attempt_key" ON "user_revisions" USING btree ("user_id","goal_id","revision_id","attempt");--> statement-breakpoint
CREATE INDEX "user_revisions_user_id_completed_at_idx" ON "user_revisions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "user_revisions_revision_id_idx" ON "user_revisions" USING btree ("revision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_challenge_steps_user_challenge_id_challenge_step_id_key" ON "user_challenge_steps" USING btree ("user_challenge_id","challenge_step_id");--> statement-breakpoint
CREATE INDEX "user_challenge_steps_challenge_step_id_idx" ON "user_challenge_steps" USING btree ("challenge_step_id");--> statement-breakpoint
CREATE INDEX "user_challenges_user_id_goal_id_challenge_id_idx" ON "user_challenges" USING btree ("user_id","goal_id","challenge_id");--> statement-breakpoint
CREATE INDEX "user_challenges_user_id_date_idx" ON "user_challenges" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "user_challenges_challenge_id_idx" ON "user_challenges" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_challenges_open_key" ON "user_challenges" USING btree ("user_id","goal_id","challenge_id") WHERE not "user_challenges"."is_completed";--> statement-breakpoint
CREATE UNIQUE INDEX "learning_days_user_id_day_key" ON "learning_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "points_events_source_source_id_key" ON "points_events" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "points_events_user_id_earned_on_idx" ON "points_events" USING btree ("user_id","earned_on");--> statement-breakpoint
CREATE INDEX "points_events_goal_id_idx" ON "points_events" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "flashcards_user_id_created_at_idx" ON "flashcards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flashcards_question_id_idx" ON "flashcards" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "notes_user_id_added_date_idx" ON "notes" USING btree ("user_id","added_date");--> statement-breakpoint
CREATE INDEX "saved_readings_reading_id_idx" ON "saved_readings" USING btree ("reading_id");--> statement-breakpoint
CREATE INDEX "saved_tips_tip_id_idx" ON "saved_tips" USING btree ("tip_id");--> statement-breakpoint
CREATE INDEX "todos_user_id_created_at_idx" ON "todos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_issue_topics_issue_topic_text_key" ON "support_issue_topics" USING btree ("issue_topic_text");--> statement-breakpoint
CREATE UNIQUE INDEX "support_issue_types_issue_type_text_key" ON "support_issue_types" USING btree ("issue_type_text");--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_created_at_idx" ON "support_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_created_at_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");