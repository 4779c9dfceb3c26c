import { contract } from '@/lib/contract';
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

export const PASSWORD_CHANGE_MAX: Record<PasswordChangeField, number> = {
  current: contract['user-change-password'].request.shape.password.maxLength ?? Infinity,
  next: PASSWORD_LENGTH.max,
  confirm: PASSWORD_LENGTH.max,
};

export function passwordChangeFieldError(field: PasswordChangeField, values: PasswordChangeValues): PasswordErrorKey | null {
  switch (field) {
    case 'current':
      return values.current === '' ? 'account.error.currentRequired' : null;
    case 'next':
      if (values.next === '') return 'account.error.newRequired';
      if (values.next.length < PASSWORD_LENGTH.min || values.next.length > PASSWORD_LENGTH.max) return 'account.error.newLength';
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
