import { KOREAN_BANKS, type BankName } from '@/lib/banks';
import type { RequestOf } from '@/lib/contract';
import { hasInvisible, nick as nickSchema, password as passwordSchema, USER_ID_LENGTH, userId as userIdSchema } from '@/lib/contract/common';
import { z } from 'zod';
import { BANK_NUMBER_DIGITS, MOBILE_INPUT_MAX, registration } from '@/lib/contract/register';
import { textField } from './form';

export type ErrorKey = `register.error.${string}`;

const bounds = (schema: { minLength: number | null; maxLength: number | null }) => ({ min: schema.minLength ?? 0, max: schema.maxLength ?? Infinity });

export const NICK_LENGTH = bounds(nickSchema);
export const PASSWORD_LENGTH = bounds(passwordSchema);
export const HOLDER_MAX = bounds(registration.shape.bankOwner).max;
export const CODE_MAX = bounds(registration.shape.code.unwrap()).max;
// The portal's own rules, stricter than the contract's patterns: digits only, and a Korean mobile number.
export const BANKNUM_LENGTH = BANK_NUMBER_DIGITS;
const PHONE_MAX = MOBILE_INPUT_MAX;

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

export const INPUT_MAX: Partial<Record<RegistrationField, number>> = {
  code: CODE_MAX,
  userId: USER_ID_LENGTH.max,
  nick: NICK_LENGTH.max,
  password: PASSWORD_LENGTH.max,
  passwordConfirm: PASSWORD_LENGTH.max,
  phone: PHONE_MAX,
  banknum: BANKNUM_LENGTH.max,
  bankOwner: HOLDER_MAX,
};

export function userIdError(value: string): ErrorKey | null {
  if (value.trim() === '') return 'register.error.userIdRequired';
  return userIdSchema.safeParse(value).success ? null : 'register.error.userIdFormat';
}

export function nickError(value: string): ErrorKey | null {
  const nick = value.trim();
  if (nick === '') return 'register.error.nickRequired';
  if (nick.length < NICK_LENGTH.min || nick.length > NICK_LENGTH.max) return 'register.error.nickLength';
  if (hasInvisible(nick)) return 'register.error.nickInvisible';
  return nickSchema.safeParse(nick).success ? null : 'register.error.nickChars';
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
  if (holder.length > HOLDER_MAX) return 'register.error.holderLength';
  return /^[\p{L}\p{M}][\p{L}\p{M} .·-]*$/u.test(holder) ? null : 'register.error.holderChars';
}

export function codeError(value: string): ErrorKey | null {
  const code = value.trim();
  if (code === '') return null;
  if (code.length > CODE_MAX) return 'register.error.codeLength';
  return /^[A-Za-z0-9_-]+$/.test(code) ? null : 'register.error.codeChars';
}

/** The 19+ and terms consent is the form's, not the wire's: the backend never sees it. */
export function consentError(agreed: boolean): ErrorKey | null {
  return agreed ? null : 'register.error.consentRequired';
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

const wire = registration.shape;

/** The signup form: the contract's registration in the form's words, with the repeated password and the consent. */
export const registrationForm = registration
  .extend({
    code: textField(codeError, wire.code, 'register.error.codeChars', (value) => value.trim() || undefined),
    userId: textField(userIdError, wire.userId, 'register.error.userIdFormat'),
    nick: textField(nickError, wire.nick, 'register.error.nickChars'),
    password: textField(passwordError, wire.password, 'register.error.passwordLength'),
    passwordConfirm: z.string(),
    phone: textField(phoneError, wire.phone, 'register.error.phoneFormat', (value) => normalizePhone(value) ?? value),
    bankname: textField(bankError, wire.bankname, 'register.error.bankRequired'),
    banknum: textField(banknumError, wire.banknum, 'register.error.banknumDigits', (value) => value.trim()),
    bankOwner: textField(holderError, wire.bankOwner, 'register.error.holderChars'),
    consent: z.boolean().refine((agreed) => consentError(agreed) === null, 'register.error.consentRequired'),
  })
  .superRefine(({ password, passwordConfirm }, ctx) => {
    const key = passwordConfirmError(passwordConfirm, password);
    if (key) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: key });
  });
export type RegistrationFormValues = z.input<typeof registrationForm>;
