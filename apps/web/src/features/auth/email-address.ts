import { z } from 'zod';

/** The parent's e-mail address as every auth form checks it, before the server has its say. */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .pipe(z.email('Please enter a valid e-mail address.'));
