import { z } from './zod';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password';

export { MIN_PASSWORD_LENGTH };

// bcrypt reads 72 bytes at most: a longer password would be silently cut.
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, ACCOUNT_MSG.passwordTooShort(MIN_PASSWORD_LENGTH))
      .max(72, ACCOUNT_MSG.weakPassword),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: ACCOUNT_MSG.passwordMismatch, path: ['confirm'] });
