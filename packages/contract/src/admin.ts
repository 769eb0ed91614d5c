// The staff back office under /api/admin (docs/product.md §2 Admin screens, §6, §7; docs/architecture.md §5.5).
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-values';

export { ADMIN_MESSAGES, STAFF_REFUSALS, type StaffRefusalCode } from './admin-values';

export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** 'user' means no row in user_roles (docs/product.md §3). */
export const USER_ROLES = ['user', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The setup page's role choice and its labels (docs/product.md §2). */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Full Access',
  support: 'Limited Access',
};

const emailField = z
  .string()
  .trim()
  .min(1, ADMIN_MESSAGES.missingInformation)
  .max(254)
  .transform((value) => value.toLowerCase());

export const adminSetupRequestSchema = z.object({
  email: emailField,
  adminKey: z.string().min(1, ADMIN_MESSAGES.missingInformation).max(512),
  role: z.enum(STAFF_ROLES, { error: 'Choose Full Access or Limited Access.' }),
});
export type AdminSetupRequest = z.input<typeof adminSetupRequestSchema>;

export const adminSetupStatusSchema = z.object({ enabled: z.boolean() });
export type AdminSetupStatus = z.infer<typeof adminSetupStatusSchema>;

/**
 * `:id` of /api/admin/users/:id…: an account id (letters, digits, '-' and '_'). Anything else is answered
 * 404 USER_NOT_FOUND, as an unknown id is.
 */
export const staffTargetParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,128}$/) });

export const roleChangeRequestSchema = z.object({
  role: z.enum(USER_ROLES, { error: 'Choose user, support or admin.' }),
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

/** Authenticator codes are 6 digits (docs/product.md §5). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
const totpCode = z.string().regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code from your authenticator app.');

export const twoFactorGenerateRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(256),
});
export const twoFactorVerifyRequestSchema = z.object({ code: totpCode });
export const twoFactorDisableRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(256),
  code: totpCode,
});

export const twoFactorGenerateResponseSchema = z.object({
  secret: z.string(),
  /** An image data URL drawn on this server; the secret never leaves it for a QR service. */
  qrCodeUrl: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorGenerateResponse = z.infer<typeof twoFactorGenerateResponseSchema>;

export const staffStatusSchema = z.object({
  role: z.enum(STAFF_ROLES),
  email: z.string(),
  name: z.string(),
  twoFactorEnabled: z.boolean(),
  /** Whether this session began with the second step; admin changes need it (ADR 033). */
  sessionTwoFactorVerified: z.boolean(),
});
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const STAFF_PAGE_SIZE = 20;

export const staffListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  createdAt: z.string(),
  role: z.enum(USER_ROLES),
  twoFactorEnabled: z.boolean(),
  childrenCount: z.number(),
  /** How many of the children have a home address stored: that one exists, never what it is (ADR 037). */
  childrenWithAddress: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminSubscriberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  subscribed: z.boolean(),
  subscriptionTier: z.enum(['free', 'premium', 'enterprise']),
  subscriptionEnd: z.string().nullable(),
  isCanceled: z.boolean(),
  stripeCustomerId: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
export const adminSubscribersPageSchema = pageOf(adminSubscriberSchema);
export type AdminSubscribersPage = z.infer<typeof adminSubscribersPageSchema>;

export const adminRoleSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  twoFactorEnabled: z.boolean(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRolesPageSchema = pageOf(adminRoleSchema);
export type AdminRolesPage = z.infer<typeof adminRolesPageSchema>;

export const AUDIT_ACTIONS = [
  'sign-in',
  'role-change',
  'subscription-cancel',
  'user-delete',
  'two-factor-enable',
  'two-factor-disable',
  'admin-setup',
  'admin-create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetEmail: z.string().nullable(),
  clientAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
