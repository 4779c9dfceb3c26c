import { KOREAN_BANKS, type BankName } from '@/lib/banks';
import type { RequestOf } from '@/lib/contract';

/**
 * The registration form's rules, one function per field; each answers the translation key of its first problem or null.
 * The bounds are the wire contract's (lib/contract/common.ts, register.ts), so a form that passes is never refused as malformed.
 */

export type ErrorKey = `register.error.${string}`;

export const PHONE_PREFIXES = ['010', '011', '016', '017', '018', '019'] as const;

export const USER_ID_PATTERN = /^[a-z0-9]{4,16}$/;
export const NICK_LENGTH = { min: 2, max: 16 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;
export const BANKNUM_LENGTH = { min: 6, max: 20 } as const;
export const HOLDER_MAX = 30;
export const CODE_MAX = 32;

export interface RegistrationValues {
  code: string;
  userId: string;
  nick: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  bankname: string;
  banknum: string;
  bankOwner: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, ErrorKey>>;

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'code',
  'userId',
  'nick',
  'password',
  'passwordConfirm',
  'phone',
  'bankname',
  'banknum',
  'bankOwner',
];

export function userIdError(value: string): ErrorKey | null {
  if (value.trim() === '') return 'register.error.userIdRequired';
  return USER_ID_PATTERN.test(value) ? null : 'register.error.userIdFormat';
}

export function nickError(value: string): ErrorKey | null {
  const nick = value.trim();
  if (nick === '') return 'register.error.nickRequired';
  const length = [...nick].length;
  if (length < NICK_LENGTH.min || length > NICK_LENGTH.max) return 'register.error.nickLength';
  return /^[^\p{C}<>&"']+$/u.test(nick) ? null : 'register.error.nickChars';
}

export function passwordError(value: string): ErrorKey | null {
  if (value === '') return 'register.error.passwordRequired';
  return value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max ? 'register.error.passwordLength' : null;
}

export function passwordConfirmError(confirm: string, password: string): ErrorKey | null {
  if (confirm === '') return 'register.error.confirmRequired';
  return confirm === password ? null : 'register.error.confirmMismatch';
}

/** `010-1234-5678`, `01012345678` or `010 1234 5678`: a Korean mobile number, or null. */
export function normalizePhone(value: string): string | null {
  const digits = value.trim().replace(/[\s-]/g, '');
  const match = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits);
  if (!match) return null;
  const [, prefix, middle, last] = match;
  if (prefix === '010' && middle.length !== 4) return null;
  return `${prefix}-${middle}-${last}`;
}

export function phoneError(value: string): ErrorKey | null {
  if (value.trim() === '') return 'register.error.phoneRequired';
  return normalizePhone(value) ? null : 'register.error.phoneFormat';
}

export const isKoreanBank = (value: string): value is BankName => KOREAN_BANKS.some((bank) => bank.name === value);

export function bankError(value: string): ErrorKey | null {
  return isKoreanBank(value) ? null : 'register.error.bankRequired';
}

export function banknumError(value: string): ErrorKey | null {
  const banknum = value.trim();
  if (banknum === '') return 'register.error.banknumRequired';
  if (!/^[0-9]+$/.test(banknum)) return 'register.error.banknumDigits';
  return banknum.length < BANKNUM_LENGTH.min || banknum.length > BANKNUM_LENGTH.max ? 'register.error.banknumLength' : null;
}

export function holderError(value: string): ErrorKey | null {
  const holder = value.trim();
  if (holder === '') return 'register.error.holderRequired';
  if ([...holder].length > HOLDER_MAX) return 'register.error.holderLength';
  return /^[\p{L}\p{M}][\p{L}\p{M} .·-]*$/u.test(holder) ? null : 'register.error.holderChars';
}

export function codeError(value: string): ErrorKey | null {
  const code = value.trim();
  if (code === '') return null;
  if (code.length > CODE_MAX) return 'register.error.codeLength';
  return /^[A-Za-z0-9_-]+$/.test(code) ? null : 'register.error.codeChars';
}

export function fieldError(field: RegistrationField, values: RegistrationValues): ErrorKey | null {
  switch (field) {
    case 'code':
      return codeError(values.code);
    case 'userId':
      return userIdError(values.userId);
    case 'nick':
      return nickError(values.nick);
    case 'password':
      return passwordError(values.password);
    case 'passwordConfirm':
      return passwordConfirmError(values.passwordConfirm, values.password);
    case 'phone':
      return phoneError(values.phone);
    case 'bankname':
      return bankError(values.bankname);
    case 'banknum':
      return banknumError(values.banknum);
    case 'bankOwner':
      return holderError(values.bankOwner);
  }
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const error = fieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The `user-register` parameters for values that passed validateRegistration. */
export function toRegistration(values: RegistrationValues): RequestOf<'user-register'> {
  const code = values.code.trim();
  return {
    userId: values.userId,
    password: values.password,
    nick: values.nick.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    bankname: values.bankname,
    bankOwner: values.bankOwner.trim(),
    banknum: values.banknum.trim(),
    ...(code ? { code } : {}),
  };
}
