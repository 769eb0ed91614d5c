// The signed-in parent: GET /api/me and PATCH /api/profile.
import { COUNTRY_IDS, DEFAULT_COUNTRY_ID, normalizeCountryId } from '@callready/core';
import { z } from 'zod';

const countryKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** True for a country id or one of the spec's long aliases; anything else is refused, not mapped to the UK. */
export function isKnownCountryValue(value: string): boolean {
  return normalizeCountryId(value) !== DEFAULT_COUNTRY_ID || countryKey(value) === DEFAULT_COUNTRY_ID;
}

/** A submitted country: an id or alias, stored as the canonical id. */
export const countryCodeInputSchema = z
  .string()
  .max(40)
  .refine(isKnownCountryValue, { error: `Unknown country: use one of ${COUNTRY_IDS.join(', ')}` })
  .transform((value) => normalizeCountryId(value));

export const profileSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.enum(COUNTRY_IDS),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile; answers with the updated profile. */
export const updateProfileRequestSchema = z.object({ countryCode: countryCodeInputSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const subscriptionTierSchema = z.enum(['free', 'premium', 'enterprise']);

/** The spec's check-subscription answer (docs/product.md §7). */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionEnd: z.string().nullable(),
  isCanceled: z.boolean(),
  pendingChange: z
    .object({ scheduledTier: subscriptionTierSchema, changeDate: z.string().nullable() })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/me (401 `{ error }` when signed out). */
export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  profile: profileSchema,
  subscription: subscriptionStatusSchema,
  roles: z.object({ isAdmin: z.boolean(), isSupport: z.boolean() }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Body of a refused request outside /api/auth. */
export const apiErrorSchema = z.object({ error: z.string(), code: z.string().optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;
