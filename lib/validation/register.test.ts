// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KOREAN_BANKS } from '@/lib/banks';
import { registration } from '@/lib/contract/register';
import {
  bankError,
  banknumError,
  codeError,
  holderError,
  nickError,
  normalizePhone,
  passwordConfirmError,
  passwordError,
  phoneError,
  toRegistration,
  userIdError,
  validateRegistration,
  type RegistrationValues,
} from './register';

const valid: RegistrationValues = {
  code: '',
  userId: 'player01',
  nick: '행운의손',
  password: 'secret-1234',
  passwordConfirm: 'secret-1234',
  phone: '010-1234-5678',
  bankname: 'KB국민은행',
  banknum: '12345678901',
  bankOwner: '홍길동',
};

describe('user id', () => {
  it.each(['abcd', 'player01', 'a1b2c3d4e5f6g7h8', '0000'])('accepts %s', (value) =>
    expect(userIdError(value)).toBeNull(),
  );
  it.each(['', '   '])('asks for it when empty (%j)', (value) =>
    expect(userIdError(value)).toBe('register.error.userIdRequired'),
  );
  it.each(['abc', 'a1b2c3d4e5f6g7h8i', 'Player01', 'play_er', 'play er', '플레이어01', ' abcd'])(
    'refuses %j',
    (value) => expect(userIdError(value)).toBe('register.error.userIdFormat'),
  );
});

describe('nickname', () => {
  it.each(['행운', 'Lucky Star', '가나다라마바사아자차카타파하가나'])('accepts %j', (value) =>
    expect(nickError(value)).toBeNull(),
  );
  it.each(['', '  '])('asks for it when empty (%j)', (value) =>
    expect(nickError(value)).toBe('register.error.nickRequired'),
  );
  it.each(['가', ' a ', '가나다라마바사아자차카타파하가나다'])('refuses %j by length', (value) =>
    expect(nickError(value)).toBe('register.error.nickLength'),
  );
  it.each(['<b>hi', 'a&b', 'he"y', "it's", 'tab\there', 'Luсky', 'Λucky'])('refuses %j for its characters', (value) =>
    expect(nickError(value)).toBe('register.error.nickChars'),
  );
  it.each([
    '\u3164\u3164',
    'papa\u3164',
    'papa\u1160',
    'papa\uffa0',
    'papa\u2800',
    '\u200b\u200b',
    'pa\u200dpa',
    'ab\u202ecd',
    'papa\u200f',
  ])('refuses %j for an invisible or blank character', (value) =>
    expect(nickError(value)).toBe('register.error.nickInvisible'),
  );
});

describe('password and confirmation', () => {
  it('asks for a password', () => expect(passwordError('')).toBe('register.error.passwordRequired'));
  it.each(['1234567', 'x'.repeat(65)])('refuses %j by length', (value) =>
    expect(passwordError(value)).toBe('register.error.passwordLength'),
  );
  it.each(['12345678', 'x'.repeat(64)])('accepts a password of %j', (value) => expect(passwordError(value)).toBeNull());
  it('asks for the confirmation', () =>
    expect(passwordConfirmError('', 'secret-1234')).toBe('register.error.confirmRequired'));
  it('refuses a confirmation that differs', () =>
    expect(passwordConfirmError('secret-123', 'secret-1234')).toBe('register.error.confirmMismatch'));
  it('accepts a matching confirmation', () => expect(passwordConfirmError('secret-1234', 'secret-1234')).toBeNull());
});

describe('phone', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['0161234567', '016-123-4567'],
    ['017-1234-5678', '017-1234-5678'],
    ['018-123-4567', '018-123-4567'],
    ['019-1234-5678', '019-1234-5678'],
    ['+82-10-1234-5678', '010-1234-5678'],
  ])('accepts %j as %s', (value, normalized) => {
    expect(phoneError(value)).toBeNull();
    expect(normalizePhone(value)).toBe(normalized);
  });
  it('asks for it when empty', () => expect(phoneError(' ')).toBe('register.error.phoneRequired'));
  it.each(['015-123-4567', '02-123-4567', '010-12345-6789', '+84 912 345 678', '010-abcd-5678'])(
    'refuses %j',
    (value) => expect(phoneError(value)).toBe('register.error.phoneFormat'),
  );
});

describe('phone in another region', () => {
  it.each([
    ['0912345678', '0912 345 678'],
    ['0912 345 678', '0912 345 678'],
    ['+84 912 345 678', '0912 345 678'],
  ])('accepts %j in VN as %s', (value, normalized) => {
    expect(phoneError(value, 'VN')).toBeNull();
    expect(normalizePhone(value, 'VN')).toBe(normalized);
  });
  it.each(['010-1234-5678', '028 3822 1234', '091234'])(
    'refuses %j in VN: a Korean, a landline or a short number',
    (value) => expect(phoneError(value, 'VN')).toBe('register.error.phoneFormat'),
  );
  it('takes the site’s banks, not Korea’s', () => {
    expect(bankError('Vietcombank', ['Vietcombank'])).toBeNull();
    expect(bankError('KB국민은행', ['Vietcombank'])).toBe('register.error.bankRequired');
  });
});

describe('bank', () => {
  it.each(KOREAN_BANKS.map((bank) => bank.name))('accepts %s from the list', (name) =>
    expect(bankError(name)).toBeNull(),
  );
  it.each(['', 'Chase', '국민'])('refuses %j', (value) => expect(bankError(value)).toBe('register.error.bankRequired'));
  it('lists each bank once', () =>
    expect(new Set(KOREAN_BANKS.map((bank) => bank.code)).size).toBe(KOREAN_BANKS.length));
});

describe('account number', () => {
  it.each(['123456', '12345678901234567890'])('accepts %s', (value) => expect(banknumError(value)).toBeNull());
  it('asks for it when empty', () => expect(banknumError('')).toBe('register.error.banknumRequired'));
  it.each(['123-456-789', '12 3456 789', '12345a', '１２３４５６'])('refuses %j: digits only', (value) =>
    expect(banknumError(value)).toBe('register.error.banknumDigits'),
  );
  it.each(['12345', '123456789012345678901'])('refuses %s by length', (value) =>
    expect(banknumError(value)).toBe('register.error.banknumLength'),
  );
});

describe('account holder', () => {
  it.each(['홍길동', 'Kim Min-su', '남궁 민'])('accepts %j', (value) => expect(holderError(value)).toBeNull());
  it('asks for it when empty', () => expect(holderError('  ')).toBe('register.error.holderRequired'));
  it('refuses a name over 30 characters', () =>
    expect(holderError('가'.repeat(31))).toBe('register.error.holderLength'));
  it.each(['홍길동1', '<b>', '-홍'])('refuses %j for its characters', (value) =>
    expect(holderError(value)).toBe('register.error.holderChars'),
  );
});

describe('signup code', () => {
  it.each(['', '  ', 'WELCOME', 'vip_2024-a'])('accepts %j (it is optional)', (value) =>
    expect(codeError(value)).toBeNull(),
  );
  it('refuses a code over 32 characters', () => expect(codeError('A'.repeat(33))).toBe('register.error.codeLength'));
  it.each(['WEL COME', '코드'])('refuses %j for its characters', (value) =>
    expect(codeError(value)).toBe('register.error.codeChars'),
  );
});

describe('the whole form', () => {
  it('has no error when every field is right', () => expect(validateRegistration(valid)).toEqual({}));

  it('reports every field at once', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ''])) as unknown as RegistrationValues;
    expect(validateRegistration(empty)).toEqual({
      userId: 'register.error.userIdRequired',
      nick: 'register.error.nickRequired',
      password: 'register.error.passwordRequired',
      passwordConfirm: 'register.error.confirmRequired',
      phone: 'register.error.phoneRequired',
      bankname: 'register.error.bankRequired',
      banknum: 'register.error.banknumRequired',
      bankOwner: 'register.error.holderRequired',
    });
  });

  it('turns valid values into parameters the contract accepts', () => {
    const params = toRegistration({ ...valid, nick: ' 행운의손 ', phone: '01012345678', code: ' LOOPBACK ' });
    expect(params).toEqual({
      userId: 'player01',
      password: 'secret-1234',
      nick: '행운의손',
      phone: '010-1234-5678',
      bankname: 'KB국민은행',
      bankOwner: '홍길동',
      banknum: '12345678901',
      code: 'LOOPBACK',
    });
    expect(registration.safeParse(params).success).toBe(true);
  });

  it('leaves an empty code out', () => {
    expect(toRegistration(valid)).not.toHaveProperty('code');
    expect(registration.safeParse(toRegistration(valid)).success).toBe(true);
  });
});
