// Addresses inside the parent portal that other screens link to.
import { paths } from '@/lib/paths';

export const AUTH_PAGE = paths.auth;

/** `/auth?forgot` opens the forgot-password dialog, e.g. from a reset link that has expired. */
export const FORGOT_PASSWORD_PARAM = 'forgot';
