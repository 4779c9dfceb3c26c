import { z } from 'zod';
import { contract } from '@/lib/contract';
import { textField } from './form';
import { PASSWORD_LENGTH } from './register';

export type PasswordErrorKey = `account.error.${string}`;

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordChangeField = keyof PasswordChangeValues;
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, PasswordErrorKey>>;

export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = ['current', 'next', 'confirm'];

const request = contract['user-change-password'].request.shape;
export const PASSWORD_CHANGE_MAX: Record<PasswordChangeField, number> = {
  current: request.password.maxLength ?? Infinity,
  next: PASSWORD_LENGTH.max,
  confirm: PASSWORD_LENGTH.max,
};

export function passwordChangeFieldError(
  field: PasswordChangeField,
  values: PasswordChangeValues,
): PasswordErrorKey | null {
  switch (field) {
    case 'current':
      return values.current === '' ? 'account.error.currentRequired' : null;
    case 'next':
      if (values.next === '') return 'account.error.newRequired';
      if (values.next.length < PASSWORD_LENGTH.min || values.next.length > PASSWORD_LENGTH.max)
        return 'account.error.newLength';
      return values.next === values.current ? 'account.error.newSame' : null;
    case 'confirm':
      if (values.confirm === '') return 'account.error.confirmRequired';
      return values.confirm === values.next ? null : 'account.error.confirmMismatch';
  }
}

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  for (const field of PASSWORD_CHANGE_FIELDS) {
    const error = passwordChangeFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The contract's change in the form's words (current, new and its confirmation); the new one differs from the current. */
export const passwordChangeForm = z
  .object({
    current: textField(
      (value) => (value === '' ? 'account.error.currentRequired' : null),
      request.password,
      'account.error.currentRequired',
    ),
    next: textField(
      (value) => (value === '' ? 'account.error.newRequired' : null),
      request.newPassword,
      'account.error.newLength',
    ),
    confirm: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.next === values.current && request.newPassword.safeParse(values.next).success)
      ctx.addIssue({ code: 'custom', path: ['next'], message: 'account.error.newSame' });
    const confirm = passwordChangeFieldError('confirm', values);
    if (confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: confirm });
  });
