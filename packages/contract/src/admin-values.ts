// Plain values of the back office, kept apart from its schemas so that the list of error codes
// (api-errors.ts) can be loaded by any page without zod.

/** Wording of docs/product.md §8 (Billing/admin and admin sign-in), used exactly. */
export const ADMIN_MESSAGES = {
  accessDenied: "Access Denied - You don't have admin access.",
  loginFailed: 'Login Failed - Invalid email or password.',
  loginError: 'An error occurred during login.',
  twoFactorCompleteFailed: 'Failed to complete login after 2FA.',
  verificationFailed: 'Verification Failed',
  invalidCode: 'Invalid Code',
  loadFailed: 'Error - Failed to load admin data.',
  cancelFailed: 'Failed to cancel subscription.',
  deleteFailed: 'Failed to delete user.',
  roleFailed: 'Failed to update user role.',
  setupTwoFactorFailed: 'Failed to setup 2FA',
  disableTwoFactorFailed: 'Failed to disable 2FA',
  assignFailed: 'Failed to assign role',
  missingInformation: 'Missing Information',
} as const;

/** Refusals of the staff API, with stable codes. */
export const STAFF_REFUSALS = {
  ADMIN_ONLY: 'Only an admin (Full Access) can do this. Support staff can view and search.',
  TWO_FACTOR_REQUIRED:
    'Turn on two-factor authentication (Two-Factor Authentication page) before changing roles, subscriptions or accounts.',
  TWO_FACTOR_SIGN_IN_REQUIRED:
    'Sign out and sign in again with a code from your authenticator app before changing roles, subscriptions or accounts.',
  LAST_ADMIN: 'The last admin cannot lose the role or be deleted. Make someone else an admin first.',
  NOT_YOURSELF: 'You cannot do this to your own account.',
  USER_NOT_FOUND: 'No user with that id.',
  NO_SUBSCRIPTION: 'This user has no paid subscription to cancel.',
  SETUP_DISABLED: 'Admin setup is disabled: no setup key is configured on this server.',
  SETUP_KEY_INVALID: 'The setup key is not correct.',
  SETUP_NO_ACCOUNT: 'No account uses that e-mail address. Sign up first, then assign the role.',
  TWO_FACTOR_CODE_INVALID: 'That code is not valid. Enter the current 6-digit code from your app.',
  PASSWORD_INVALID: 'The password is not correct.',
  TWO_FACTOR_ALREADY_ON: 'Two-factor authentication is already on.',
  TWO_FACTOR_NOT_STARTED: 'Generate a secret first.',
} as const;
export type StaffRefusalCode = keyof typeof STAFF_REFUSALS;
