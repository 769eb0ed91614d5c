// A child's home address, optional second home and the family's phone (ADR 037, ADR 038). The parent
// reads and changes them under /api/children/:id/home; the child's own session sees only what its
// practice needs under /api/child/home and /api/child/address/*.
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_PART_IDS,
  COUNTRY_IDS,
  FAMILY_PHONE_KINDS,
  ADDRESS_PART_STATUSES,
} from '@callready/core';
import { z } from 'zod';
import { INVALID_REQUEST_BODY_MESSAGE } from './child-portal-values';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text';

export const childHomePath = (childId: string) => `/api/children/${encodeURIComponent(childId)}/home`;
export { CHILD_HOME_PATH } from './child-portal-values';
export const CHILD_ADDRESS_TILES_PATH = '/api/child/address/tiles';
export const CHILD_ADDRESS_CHECK_PATH = '/api/child/address/check';

export const SECOND_HOME_LABEL_MAX_LENGTH = 40;
export const ADDRESS_ANSWER_MAX_LENGTH = 300;
export const NO_ADDRESS_MESSAGE = 'No address has been added for this child';
export const TILES_FOR_YOUNGEST_MESSAGE = 'Address tiles are for children aged 5 to 7';
/** A child's device asked for more address checks today than practice needs (ADR 051). */
export const ADDRESS_CHECKS_USED_UP_MESSAGE =
  "That's lots of address practice for today. Try again tomorrow, or practise with your grown-up.";
export const SECOND_HOME_LABEL_REQUIRED_MESSAGE = 'Please give the second home a name, such as "Grandma\'s"';
/** Shown to the parent for an address stored under another ADDRESS_ENCRYPTION_KEY (see `unreadable`). */
export const UNREADABLE_HOME_ADDRESS_MESSAGE =
  "We couldn't read the saved home address. Please enter it again.";
export const UNREADABLE_SECOND_HOME_MESSAGE =
  "We couldn't read the saved second home. Please enter it again.";

const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `Unknown field: ${issue.keys.join(', ')}`
      : INVALID_REQUEST_BODY_MESSAGE,
};

const addressField = (max: number) =>
  z
    .string({ error: INVALID_REQUEST_BODY_MESSAGE })
    .max(max * 2, { error: `Must be ${max} characters or fewer` })
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE });

/**
 * An address as typed. The shape is checked here; the rules that depend on the child's country
 * (the postcode's format, the required parts) are checked by the server with `checkHomeAddress`.
 */
export const homeAddressInputSchema = z.strictObject(
  {
    flat: addressField(ADDRESS_FIELD_MAX_LENGTH.flat).default(''),
    number: addressField(ADDRESS_FIELD_MAX_LENGTH.number).default(''),
    street: addressField(ADDRESS_FIELD_MAX_LENGTH.street),
    town: addressField(ADDRESS_FIELD_MAX_LENGTH.town),
    postcode: addressField(ADDRESS_FIELD_MAX_LENGTH.postcode).default(''),
  },
  unknownFields,
);
export type HomeAddressInput = z.input<typeof homeAddressInputSchema>;

const secondHomeLabelField = z
  .string({ error: SECOND_HOME_LABEL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: SECOND_HOME_LABEL_REQUIRED_MESSAGE })
  .max(SECOND_HOME_LABEL_MAX_LENGTH, {
    error: `The second home's name must be ${SECOND_HOME_LABEL_MAX_LENGTH} characters or fewer`,
  })
  .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE });

const phoneField = z.enum(FAMILY_PHONE_KINDS, {
  error: `Phone must be one of: ${FAMILY_PHONE_KINDS.join(', ')}`,
});

/**
 * PATCH /api/children/:id/home → the child's home details. A field left out stays as it is; null
 * removes it. Changing an address makes it new for the child to learn.
 */
export const updateChildHomeRequestSchema = z.strictObject(
  {
    home: homeAddressInputSchema.nullable().optional(),
    secondHome: z
      .strictObject({ label: secondHomeLabelField, address: homeAddressInputSchema }, unknownFields)
      .nullable()
      .optional(),
    phone: phoneField.nullable().optional(),
  },
  unknownFields,
);
export type UpdateChildHomeRequest = z.input<typeof updateChildHomeRequestSchema>;

export const homeAddressSchema = z.object({
  flat: z.string(),
  number: z.string(),
  street: z.string(),
  town: z.string(),
  postcode: z.string(),
});

const addressPartSchema = z.enum(ADDRESS_PART_IDS);
const addressPartStatusSchema = z.enum(ADDRESS_PART_STATUSES);

export const addressLearningSchema = z.object({
  parts: z.array(
    z.object({ part: addressPartSchema, daysInARow: z.number().int().nonnegative(), learned: z.boolean() }),
  ),
  learnedCount: z.number().int().nonnegative(),
  learned: z.boolean(),
  attempts: z.number().int().nonnegative(),
});
export type AddressLearningView = z.infer<typeof addressLearningSchema>;

/**
 * GET and PATCH /api/children/:id/home, for the parent only. `unreadable` marks an address that is
 * stored but cannot be read with the server's current key (it was changed): it reads as null above, the
 * child's practice treats it as no address, and saving a new one replaces it.
 */
export const childHomeResponseSchema = z.object({
  countryCode: z.enum(COUNTRY_IDS),
  home: z.object({ address: homeAddressSchema, changedAt: z.string() }).nullable(),
  secondHome: z.object({ label: z.string(), address: homeAddressSchema, changedAt: z.string() }).nullable(),
  phone: phoneField.nullable(),
  learning: z.object({ home: addressLearningSchema.nullable(), second: addressLearningSchema.nullable() }),
  unreadable: z.object({ home: z.boolean(), secondHome: z.boolean() }),
  /** How many address checks the child's device asked for today (UTC), for the parent to see (ADR 051). */
  addressChecksToday: z.number().int().nonnegative(),
});
export type ChildHomeResponse = z.infer<typeof childHomeResponseSchema>;

export const addressSlotSchema = z.enum(['home', 'second'], { error: 'Address must be home or second' });
export type AddressSlot = z.infer<typeof addressSlotSchema>;

/**
 * GET /api/child/home: what the child's own practice needs, never the address itself: whether there
 * is one, whether it is new to learn, the second home's name, the phone and the learning progress.
 */
export const childHomeSummarySchema = z.object({
  hasAddress: z.boolean(),
  newAddressToLearn: z.boolean(),
  secondHomeLabel: z.string().nullable(),
  phone: phoneField.nullable(),
  learning: z.object({ home: addressLearningSchema.nullable(), second: addressLearningSchema.nullable() }),
});
export type ChildHomeSummary = z.infer<typeof childHomeSummarySchema>;

/**
 * GET /api/child/address/tiles?slot=home: the tiles of the 5–7 exercise, the address's words mixed
 * with decoys in a shuffled order; ids and order say nothing about which word is which (ADR 051).
 */
export const addressTilesResponseSchema = z.object({
  tiles: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type AddressTilesResponse = z.infer<typeof addressTilesResponseSchema>;

/**
 * POST /api/child/address/check: the child's answer checked against the stored address. `learn`
 * tries are recorded for the progress; `call` checks (inside a practice call) are not; `say` is the
 * youngest children saying aloud the address they built from tiles, checked as a `learn` try is (the
 * envelope's order counts, ADR 058) but not recorded, since a recogniser's slip is not the child's.
 */
export const addressCheckRequestSchema = z.strictObject(
  {
    slot: addressSlotSchema.default('home'),
    answer: z.string({ error: INVALID_REQUEST_BODY_MESSAGE }).max(ADDRESS_ANSWER_MAX_LENGTH, {
      error: `Answer must be ${ADDRESS_ANSWER_MAX_LENGTH} characters or fewer`,
    }),
    purpose: z
      .enum(['learn', 'call', 'say'], { error: 'Purpose must be learn, call or say' })
      .default('learn'),
  },
  unknownFields,
);
export type AddressCheckRequest = z.input<typeof addressCheckRequestSchema>;

/**
 * Each part's status with the child's own words, never the stored value (ADR 051): the feedback
 * names the part to add or fix, so an invite code alone cannot rebuild the address from replies.
 */
export const addressCheckResponseSchema = z.object({
  parts: z.array(
    z.object({
      part: addressPartSchema,
      status: addressPartStatusSchema,
      heard: z.string().nullable(),
    }),
  ),
  allRight: z.boolean(),
  skill: z.enum(['yes', 'partly', 'no']),
  feedback: z.string(),
  learning: addressLearningSchema.nullable(),
});
export type AddressCheckResponse = z.infer<typeof addressCheckResponseSchema>;
