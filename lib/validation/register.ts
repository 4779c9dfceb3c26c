import type { RequestOf } from '@/lib/contract';
import {
  hasInvisible,
  nick as nickSchema,
  password as passwordSchema,
  USER_ID_LENGTH,
  userId as userIdSchema,
} from '@/lib/contract/common';
import { z } from 'zod';
import { BANK_NUMBER_DIGITS, MOBILE_INPUT_MAX, registration } from '@/lib/contract/register';
import { normalizePhone as regionPhone } from '@/lib/contract/phone';
import { DEFAULT_BANKS, DEFAULT_PHONE_REGION } from '@/lib/contract/terms';
import { textField } from './form';

export type ErrorKey = `register.error.${string}`;

const bounds = (schema: { minLength: number | null; maxLength: number | null }) => ({
  min: schema.minLength ?? 0,
  max: schema.maxLength ?? Infinity,
});

export const NICK_LENGTH = bounds(nickSchema);
export const PASSWORD_LENGTH = bounds(passwordSchema);
export const HOLDER_MAX = bounds(registration.shape.bankOwner).max;
export const CODE_MAX = bounds(registration.shape.code.unwrap()).max;
// The portal's own rules, stricter than the contract's patterns: digits only, and a mobile number of the site's region.
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

/** Where the site's players live: the region of their mobile numbers and the banks they may name (get-site-config). */
export interface SignupMarket {
  phoneRegion: string;
  banks: readonly string[];
}

export const KOREA: SignupMarket = { phoneRegion: DEFAULT_PHONE_REGION, banks: DEFAULT_BANKS };
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
  return value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max
    ? 'register.error.passwordLength'
    : null;
}

export function passwordConfirmError(confirm: string, password: string): ErrorKey | null {
  if (confirm === '') return 'register.error.confirmRequired';
  return confirm === password ? null : 'register.error.confirmMismatch';
}

/** A mobile number of the region in its national format (`01012345678` → `010-1234-5678` in KR), or null. */
export function normalizePhone(value: string, region = DEFAULT_PHONE_REGION): string | null {
  return regionPhone(value, region);
}

export function phoneError(value: string, region = DEFAULT_PHONE_REGION): ErrorKey | null {
  if (value.trim() === '') return 'register.error.phoneRequired';
  return normalizePhone(value, region) ? null : 'register.error.phoneFormat';
}

export function bankError(value: string, banks: readonly string[] = DEFAULT_BANKS): ErrorKey | null {
  return banks.includes(value) ? null : 'register.error.bankRequired';
}

export function banknumError(value: string): ErrorKey | null {
  const banknum = value.trim();
  if (banknum === '') return 'register.error.banknumRequired';
  if (!/^[0-9]+$/.test(banknum)) return 'register.error.banknumDigits';
  return banknum.length < BANKNUM_LENGTH.min || banknum.length > BANKNUM_LENGTH.max
    ? 'register.error.banknumLength'
    : null;
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

export function fieldError(
  field: RegistrationField,
  values: RegistrationValues,
  market: SignupMarket = KOREA,
): ErrorKey | null {
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
      return phoneError(values.phone, market.phoneRegion);
    case 'bankname':
      return bankError(values.bankname, market.banks);
    case 'banknum':
      return banknumError(values.banknum);
    case 'bankOwner':
      return holderError(values.bankOwner);
  }
}

export function validateRegistration(values: RegistrationValues, market: SignupMarket = KOREA): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const error = fieldError(field, values, market);
    if (error) errors[field] = error;
  }
  return errors;
}

export function toRegistration(values: RegistrationValues, market: SignupMarket = KOREA): RequestOf<'user-register'> {
  const code = values.code.trim();
  return {
    userId: values.userId,
    password: values.password,
    nick: values.nick.trim(),
    phone: normalizePhone(values.phone, market.phoneRegion) ?? values.phone.trim(),
    bankname: values.bankname,
    bankOwner: values.bankOwner.trim(),
    banknum: values.banknum.trim(),
    ...(code ? { code } : {}),
  };
}

const wire = registration.shape;

/** The signup form of a market: the contract's registration in the form's words, with the repeated password and the consent. */
export const registrationFormFor = ({ phoneRegion, banks }: SignupMarket) =>
  registration
    .extend({
      code: textField(codeError, wire.code, 'register.error.codeChars', (value) => value.trim() || undefined),
      userId: textField(userIdError, wire.userId, 'register.error.userIdFormat'),
      nick: textField(nickError, wire.nick, 'register.error.nickChars'),
      password: textField(passwordError, wire.password, 'register.error.passwordLength'),
      passwordConfirm: z.string(),
      phone: textField(
        (value) => phoneError(value, phoneRegion),
        wire.phone,
        'register.error.phoneFormat',
        (value) => normalizePhone(value, phoneRegion) ?? value,
      ),
      bankname: textField((value) => bankError(value, banks), wire.bankname, 'register.error.bankRequired'),
      banknum: textField(banknumError, wire.banknum, 'register.error.banknumDigits', (value) => value.trim()),
      bankOwner: textField(holderError, wire.bankOwner, 'register.error.holderChars'),
      consent: z.boolean().refine((agreed) => consentError(agreed) === null, 'register.error.consentRequired'),
    })
    .superRefine(({ password, passwordConfirm }, ctx) => {
      const key = passwordConfirmError(passwordConfirm, password);
      if (key) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: key });
    });
export const registrationForm = registrationFormFor(KOREA);
export type RegistrationFormValues = z.input<typeof registrationForm>;
