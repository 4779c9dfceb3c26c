// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from '@/lib/contract';
import { MAX_MONEY } from '@/lib/contract/common';
import { BANK_NUMBER_DIGITS, registration } from '@/lib/contract/register';
import { LIMIT_FIELD } from '@/lib/protection';
import { AMOUNT_FIELDS, amountText, type AmountField } from '@/lib/wallet';
import { helpForm } from './help';
import { loginForm } from './login';
import { passwordChangeForm } from './password';
import { passwordResetForm } from './passwordReset';
import { registrationForm } from './register';

/** Whether a form's field takes a value, and whether the contract's request field does. */
const takes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const fieldOf = (form: z.ZodObject, field: string) => form.shape[field] as z.ZodType;
const text = (length: number, char = 'a') => char.repeat(length);

// Each row: a form, its field, the request field it fills, and values at and one past the contract's bounds.
const cases: [string, z.ZodObject, string, z.ZodType, string[]][] = [
  ['signup', registrationForm, 'userId', registration.shape.userId, [text(3), text(4), text(16), text(17)]],
  [
    'signup',
    registrationForm,
    'nick',
    registration.shape.nick,
    [text(1, '가'), text(2, '가'), text(16, '가'), text(17, '가')],
  ],
  ['signup', registrationForm, 'password', registration.shape.password, [text(7), text(8), text(64), text(65)]],
  ['signup', registrationForm, 'bankOwner', registration.shape.bankOwner, [text(30, '홍'), text(31, '홍')]],
  ['signup', registrationForm, 'code', registration.shape.code, [text(32, 'A'), text(33, 'A')]],
  ['login', loginForm, 'userId', contract['user-do-login'].request.shape.userId, [text(1), text(64), text(65)]],
  ['login', loginForm, 'password', contract['user-do-login'].request.shape.password, [text(1), text(128), text(129)]],
  [
    'password change',
    passwordChangeForm,
    'current',
    contract['user-change-password'].request.shape.password,
    [text(1), text(128), text(129)],
  ],
  [
    'password change',
    passwordChangeForm,
    'next',
    contract['user-change-password'].request.shape.newPassword,
    [text(7), text(8), text(64), text(65)],
  ],
  [
    'password reset',
    passwordResetForm,
    'userId',
    contract['request-password-reset'].request.shape.userId,
    [text(1), text(64), text(65)],
  ],
  ['help', helpForm, 'title', contract['user-write-help'].request.shape.title, [text(1), text(100), text(101)]],
  ['help', helpForm, 'contents', contract['user-write-help'].request.shape.contents, [text(1), text(5000), text(5001)]],
];

describe('each form takes what its request takes at the contract’s bounds, and refuses one past them', () => {
  it.each(
    cases.flatMap(([form, schema, field, wire, values]) =>
      values.map((value) => [form, field, value.length, schema, wire, value] as const),
    ),
  )('%s %s of length %d', (_form, field, _length, schema, wire, value) =>
    expect(takes(fieldOf(schema, field), value)).toBe(takes(wire, value)),
  );
});

describe('signup asks more than the wire, within it', () => {
  it.each([
    [text(BANK_NUMBER_DIGITS.min - 1, '1'), false],
    [text(BANK_NUMBER_DIGITS.min, '1'), true],
    [text(BANK_NUMBER_DIGITS.max, '1'), true],
    [text(BANK_NUMBER_DIGITS.max + 1, '1'), false],
  ])('an account number of %s', (value, taken) => {
    expect(takes(registrationForm.shape.banknum, value)).toBe(taken);
    if (taken) expect(takes(registration.shape.banknum, value)).toBe(true);
  });
  it.each(['010-1234-5678', '01012345678', '011-123-4567'])('a mobile number %s the wire takes too', (value) => {
    expect(takes(registrationForm.shape.phone, value)).toBe(true);
    expect(takes(passwordResetForm.shape.phone, value)).toBe(true);
  });
});

const amountCases: [string, AmountField][] = [...Object.entries(AMOUNT_FIELDS), ['deposit limit', LIMIT_FIELD]];

describe('each amount form takes what its request takes, within the wallet rules', () => {
  it.each(amountCases)('%s', (_name, { rules, wire }) => {
    const form = amountText(rules, 'ko', wire);
    const top = MAX_MONEY - (MAX_MONEY % rules.step);
    for (const [amount, taken] of [
      [rules.min, true],
      [top, true],
      [rules.min - 1, false],
      [top + rules.step, false],
    ] as const) {
      expect(takes(form, String(amount)), `${amount}`).toBe(taken);
      if (taken) expect(takes(wire, amount)).toBe(true);
    }
    expect(takes(wire, top + rules.step)).toBe(false);
  });
});
