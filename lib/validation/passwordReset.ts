import type { RequestOf } from '@/lib/contract';
import { contract } from '@/lib/contract';
import { normalizePhone, phoneError, type ErrorKey } from './register';

export interface PasswordResetValues {
  userId: string;
  phone: string;
}

export type PasswordResetField = keyof PasswordResetValues;

export const PASSWORD_RESET_FIELDS: readonly PasswordResetField[] = ['userId', 'phone'];

const request = contract['request-password-reset'].request.shape;
export const PASSWORD_RESET_MAX: Record<PasswordResetField, number> = {
  userId: request.userId.maxLength ?? Infinity,
  phone: '010-1234-5678'.length,
};

/** The id only has to be there: a member registered before today's id rules still gets help. The phone as at signup. */
export function passwordResetFieldError(field: PasswordResetField, values: PasswordResetValues): ErrorKey | null {
  if (field === 'userId') return values.userId.trim() === '' ? 'register.error.userIdRequired' : null;
  return phoneError(values.phone);
}

export function validatePasswordReset(values: PasswordResetValues): Partial<Record<PasswordResetField, ErrorKey>> {
  const errors: Partial<Record<PasswordResetField, ErrorKey>> = {};
  for (const field of PASSWORD_RESET_FIELDS) {
    const error = passwordResetFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

export function toPasswordResetRequest(values: PasswordResetValues): RequestOf<'request-password-reset'> {
  return { userId: values.userId.trim(), phone: normalizePhone(values.phone) ?? values.phone.trim() };
}
