import type { RequestOf } from '@/lib/contract';
import { contract } from '@/lib/contract';
import { MOBILE_INPUT_MAX } from '@/lib/contract/register';
import { textField } from './form';
import { DEFAULT_PHONE_REGION } from '@/lib/contract/terms';
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
  phone: MOBILE_INPUT_MAX,
};

/** The id only has to be there: a member registered before today's id rules still gets help. The phone as at signup. */
export function passwordResetFieldError(
  field: PasswordResetField,
  values: PasswordResetValues,
  region = DEFAULT_PHONE_REGION,
): ErrorKey | null {
  if (field === 'userId') return values.userId.trim() === '' ? 'register.error.userIdRequired' : null;
  return phoneError(values.phone, region);
}

export function validatePasswordReset(
  values: PasswordResetValues,
  region = DEFAULT_PHONE_REGION,
): Partial<Record<PasswordResetField, ErrorKey>> {
  const errors: Partial<Record<PasswordResetField, ErrorKey>> = {};
  for (const field of PASSWORD_RESET_FIELDS) {
    const error = passwordResetFieldError(field, values, region);
    if (error) errors[field] = error;
  }
  return errors;
}

export function toPasswordResetRequest(
  values: PasswordResetValues,
  region = DEFAULT_PHONE_REGION,
): RequestOf<'request-password-reset'> {
  return { userId: values.userId.trim(), phone: normalizePhone(values.phone, region) ?? values.phone.trim() };
}

/** The contract's request in the form's words: any id a member may have, and the phone as signup asked for it. */
export const passwordResetFormFor = (region: string) =>
  contract['request-password-reset'].request.extend({
    userId: textField(
      (value) => passwordResetFieldError('userId', { userId: value, phone: '' }),
      request.userId,
      'register.error.userIdFormat',
      (value) => value.trim(),
    ),
    phone: textField(
      (value) => phoneError(value, region),
      request.phone,
      'register.error.phoneFormat',
      (value) => normalizePhone(value, region) ?? value.trim(),
    ),
  });
export const passwordResetForm = passwordResetFormFor(DEFAULT_PHONE_REGION);
