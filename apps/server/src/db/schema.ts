// The database schema. Spec tables keep the spec's table and column names (docs/architecture.md §4);
// Better Auth tables use the property names its Drizzle adapter addresses, with snake_case columns.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').defaultNow().notNull();
const updatedAt = () =>
  timestamptz('updated_at')
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

export const scenarioTypes = ['999', '111'] as const;
export const subscriptionTiers = ['free', 'premium', 'enterprise'] as const;
export const staffRoles = ['support', 'admin'] as const;
export const callSkills = ['yes', 'partly', 'no'] as const;

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

// ---------------------------------------------------------------------------
// Better Auth 1.7 core tables, with the fields of the twoFactor and admin plugins.
// ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: timestamptz('created_at').defaultNow().notNull(),
  updatedAt: updatedAt(),
  // twoFactor plugin
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  // admin plugin
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamptz('ban_expires'),
  // Sign-up asks parents for their birth year to confirm they are 18 or over (docs/product.md §5).
  birthYear: integer('birth_year'),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamptz('created_at').defaultNow().notNull(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // admin plugin
    impersonatedBy: text('impersonated_by'),
    // True only for a session that began by passing the second step of two-factor (ADR 033); admin
    // actions require it, so a session signed in before two-factor was turned on never counts.
    twoFactorVerified: boolean('two_factor_verified').default(false).notNull(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamptz('created_at').defaultNow().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').defaultNow().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (table) => [
    index('two_factor_secret_idx').on(table.secret),
    index('two_factor_user_id_idx').on(table.userId),
  ],
);

/** The tables to pass to Better Auth's Drizzle adapter, keyed by its model names. */
export const authSchema = { user, session, account, verification, twoFactor };

// ---------------------------------------------------------------------------
// Spec entities (docs/product.md §3).
// ---------------------------------------------------------------------------

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  email: text('email'),
  createdAt: createdAt(),
  countryCode: text('country_code').default('uk').notNull(),
});

export const children = pgTable(
  'children',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    parentId: text('parent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    relationship: text('relationship').notNull(),
    countryCode: text('country_code').default('uk').notNull(),
    // The family's own doctor or nurse-line number for the child's non-emergency training (ADR 011).
    adviceLineNumber: text('advice_line_number'),
    // "Keep what my child says in practice calls": off until the parent turns it on (ADR 041).
    keepCallTranscripts: boolean('keep_call_transcripts').default(false).notNull(),
    // Whose voice the operator speaks in: 'device' (the child's device's natural voice first) or 'server' (ADR 045).
    operatorVoice: text('operator_voice').default('device').notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    active: boolean('active').default(true).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('children_parent_id_idx').on(table.parentId),
    check('children_age_range', sql`${table.age} between 3 and 18`),
  ],
);

/** One answer's rating as the conversation saved it (docs/product.md §3, "Response rating"). */
export type StoredResponseRating = Record<string, unknown>;

/** What was said in one call, in the contract's callTranscriptSchema shape (ADR 041). */
export type StoredCallTranscript = {
  turns: { speaker: 'operator' | 'child'; text: string }[];
  lessons?: string[];
};

export const childProgress = pgTable(
  'child_progress',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    scenarioType: text('scenario_type', { enum: scenarioTypes }).notNull(),
    scenarioId: text('scenario_id').notNull(),
    completionDate: timestamptz('completion_date').defaultNow().notNull(),
    overallStars: integer('overall_stars').notNull(),
    // Null when no answer of the call was spoken: clarity and calm are only rated on a voice (ADR 036).
    clarityScore: integer('clarity_score'),
    calmnessScore: integer('calmness_score'),
    accuracyScore: integer('accuracy_score').notNull(),
    serviceSelectionScore: integer('service_selection_score').notNull(),
    responseRatings: jsonb('response_ratings').$type<StoredResponseRating[]>().default([]).notNull(),
    timeTakenSeconds: integer('time_taken_seconds'),
    // The contract's callId, given when the call started, so that a retried save is stored once. The
    // column keeps its first name (client_id) so that no migration is needed for the rename.
    callId: uuid('client_id'),
    // The operator's lines and the child's answers, kept only while the child's keepCallTranscripts
    // is on (ADR 041); null otherwise.
    transcript: jsonb('transcript').$type<StoredCallTranscript>(),
    // Real-world skills beside the scores (ADR 038): found the emergency button on the practice lock
    // screen, and said the family's own address; yes, partly or no, null when not practised.
    foundEmergencyButton: text('found_emergency_button', { enum: callSkills }),
    saidOwnAddress: text('said_own_address', { enum: callSkills }),
  },
  (table) => [
    // The order every progress list and report reads in (newest first, ties by id).
    index('child_progress_child_id_completion_date_id_idx').on(
      table.childId,
      table.completionDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    unique('child_progress_child_id_client_id_key').on(table.childId, table.callId),
    check('child_progress_scenario_type_check', sql`${table.scenarioType} in (${sqlList(scenarioTypes)})`),
    check('child_progress_overall_stars_range', sql`${table.overallStars} between 1 and 5`),
    check('child_progress_clarity_score_range', sql`${table.clarityScore} between 0 and 100`),
    check('child_progress_calmness_score_range', sql`${table.calmnessScore} between 0 and 100`),
    check('child_progress_accuracy_score_range', sql`${table.accuracyScore} between 0 and 100`),
    check(
      'child_progress_service_selection_score_range',
      sql`${table.serviceSelectionScore} between 0 and 100`,
    ),
    check('child_progress_time_taken_seconds_range', sql`${table.timeTakenSeconds} >= 0`),
    check(
      'child_progress_found_emergency_button_check',
      sql`${table.foundEmergencyButton} in (${sqlList(callSkills)})`,
    ),
    check('child_progress_said_own_address_check', sql`${table.saidOwnAddress} in (${sqlList(callSkills)})`),
  ],
);

export const familyPhoneKinds = ['iphone', 'samsung', 'pixel', 'other-android', 'landline'] as const;
export const addressSlots = ['home', 'second'] as const;
export const addressPartStatuses = ['right', 'missing', 'wrong'] as const;

/**
 * A child's home address, optional second home and the family's phone (ADR 037). The addresses are
 * sealed with AES-256-GCM under a key kept outside the database, so a copy of the database alone
 * does not say where a child lives; each version number goes up when its address changes, which
 * makes it new to learn. Deleted with the child.
 */
export const childHome = pgTable(
  'child_home',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    phoneKind: text('phone_kind', { enum: familyPhoneKinds }),
    homeAddress: bytea('home_address'),
    homeVersion: integer('home_version').default(0).notNull(),
    homeChangedAt: timestamptz('home_changed_at'),
    secondAddress: bytea('second_address'),
    secondVersion: integer('second_version').default(0).notNull(),
    secondChangedAt: timestamptz('second_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('child_home_phone_kind_check', sql`${table.phoneKind} in (${sqlList(familyPhoneKinds)})`),
  ],
);

/**
 * One "Learn my address" try: which parts were right, never the words said, for the address version
 * it was made against. Deleted with the child.
 */
export const childAddressPractice = pgTable(
  'child_address_practice',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: addressSlots }).notNull(),
    addressVersion: integer('address_version').notNull(),
    /** Part id → right, missing or wrong. */
    parts: jsonb('parts').$type<Record<string, (typeof addressPartStatuses)[number]>>().notNull(),
    allRight: boolean('all_right').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('child_address_practice_child_id_idx').on(table.childId, table.slot, table.createdAt),
    check('child_address_practice_slot_check', sql`${table.slot} in (${sqlList(addressSlots)})`),
  ],
);

/**
 * How many times a child's device asked the server to check an address, per UTC day and purpose:
 * checks are limited per child per day, and the parent sees the count (ADR 051). Holds no words.
 */
export const childAddressChecks = pgTable(
  'child_address_checks',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    purpose: text('purpose', { enum: ['learn', 'call'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.childId, table.day, table.purpose] })],
);

/**
 * Sentences a child read in voice practice, kept to learn their voice (ADR 056): the acoustic
 * features (MFCCs) and the sentence's words, never the recording; the most recent few are kept.
 */
export const childVoiceSamples = pgTable(
  'child_voice_samples',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    words: text('words').notNull(),
    features: bytea('features').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('child_voice_samples_child_id_created_at_idx').on(table.childId, table.createdAt)],
);

/** The child's learnt voice (ADR 056): an MLLR transform of the recogniser's model, from `sentences` sentences. */
export const childVoiceTransforms = pgTable('child_voice_transforms', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  transform: text('transform').notNull(),
  sentences: integer('sentences').notNull(),
  updatedAt: updatedAt(),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').default(false).notNull(),
    subscriptionTier: text('subscription_tier', { enum: subscriptionTiers }).default('free').notNull(),
    subscriptionEnd: timestamptz('subscription_end'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    isCanceled: boolean('is_canceled').default(false).notNull(),
    scheduledTier: text('scheduled_tier', { enum: subscriptionTiers }),
    changeDate: timestamptz('change_date'),
    /** The provider's word for the subscription (none, trialing, active, past_due, canceled, incomplete). */
    status: text('status').default('none').notNull(),
    /** The children the parent chose to keep when the plan shrinks (docs/product.md §5). */
    keptChildIds: jsonb('kept_child_ids').$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscribers_stripe_customer_id_idx').on(table.stripeCustomerId),
    check(
      'subscribers_subscription_tier_check',
      sql`${table.subscriptionTier} in (${sqlList(subscriptionTiers)})`,
    ),
    check('subscribers_scheduled_tier_check', sql`${table.scheduledTier} in (${sqlList(subscriptionTiers)})`),
  ],
);

/** Staff roles. A user without a row has the plain 'user' role (docs/product.md §3). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('user_roles_role_check', sql`${table.role} in (${sqlList(staffRoles)})`)],
);

/**
 * Every staff action (docs/architecture.md §5.5): who, what, whom, when and from which client address. Actor
 * and target are kept as text, with their e-mail addresses, so the record outlives the accounts.
 * Append-only: a trigger (migration 0002) refuses every update and delete.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    targetEmail: text('target_email'),
    clientAddress: text('client_address'),
    details: jsonb('details').$type<Record<string, unknown>>().default({}).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_actor_id_idx').on(table.actorId),
  ],
);

// ---------------------------------------------------------------------------
// Infrastructure.
// ---------------------------------------------------------------------------

/** Counters for rate-limiter-flexible's RateLimiterDrizzle (key, points, expire). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamptz('expire'),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);

/** ALTCHA solutions already accepted, kept until their challenge expires so a replay fails on every instance. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('captcha_solutions_expires_at_idx').on(table.expiresAt)],
);

/** E-mail kept instead of sent when no SMTP server is configured; read at /dev/mailbox, never in production. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().default([]).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dev_outbox_created_at_idx').on(table.createdAt)],
);

/** Synthesised operator lines, cached by (text, voice, provider) under a derived key. */
export const speechCache = pgTable('speech_cache', {
  key: text('key').primaryKey(),
  provider: text('provider').notNull(),
  voice: text('voice').notNull(),
  text: text('text').notNull(),
  contentType: text('content_type').notNull(),
  audio: bytea('audio').notNull(),
  createdAt: createdAt(),
});

/**
 * What was e-mailed to whom and when (never the body, which can hold sign-in links), so a parent's data
 * export can list the e-mails sent to them; deleted with the account.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sent_emails_recipient_idx').on(table.recipient)],
);

// ---------------------------------------------------------------------------
// Billing: every provider event the server acted on, and the local sandbox provider's own records.
// ---------------------------------------------------------------------------

/**
 * The subscription event log: one row per provider event, so each event id is processed once (the
 * unique key makes concurrent deliveries of one event wait for the first and then do nothing).
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The subscriber state before and after the event, as the provider reported it when re-read. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('subscription_events_provider_event_unique').on(table.provider, table.eventId),
    index('subscription_events_user_id_idx').on(table.userId),
  ],
);

/** The sandbox provider's subscriptions: what Stripe would hold, kept locally (docs/architecture.md §6). */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
  tier: text('tier', { enum: ['premium', 'enterprise'] }).notNull(),
  periodStart: timestamptz('period_start').notNull(),
  periodEnd: timestamptz('period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
  scheduledTier: text('scheduled_tier', { enum: ['premium', 'enterprise'] }),
  /** How far this customer's sandbox clock runs ahead of real time, in seconds (never in production). */
  clockOffsetSeconds: integer('clock_offset_seconds').default(0).notNull(),
  updatedAt: updatedAt(),
});

/** Sandbox checkout and portal sessions, opened by create-checkout and customer-portal. */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: uuid('id').defaultRandom().primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['checkout', 'portal'] }).notNull(),
  tier: text('tier', { enum: ['premium', 'enterprise'] }),
  completedAt: timestamptz('completed_at'),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});
/**
 * Authenticator codes already accepted, kept until they could no longer be valid, so that a code
 * seen by someone else cannot be used a second time (a one-time password is used once).
 */
export const usedTwoFactorCodes = pgTable(
  'used_two_factor_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.code] }),
    index('used_two_factor_codes_expires_at_idx').on(table.expiresAt),
  ],
);
