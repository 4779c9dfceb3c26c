import { z } from 'zod';
import { contract } from '@/lib/contract';
import { textField } from './form';

const verify = contract['verify-two-factor'].request.shape;
const confirm = contract['confirm-two-factor'].request.shape;
const disable = contract['disable-two-factor'].request.shape;
const passkey = contract['finish-passkey-registration'].request.shape;
const [passwordProof, codeProof] = contract['prove-identity'].request.options;

/** The second step of a login: the app's six digits or a recovery code. */
export const secondStepForm = z.object({
  code: textField(
    (value) => (value.trim() === '' ? 'auth.twoFactor.codeRequired' : null),
    verify.code,
    'auth.twoFactor.codeFormat',
    (value) => value.replace(/\s/g, ''),
  ),
});

/** Turning two-step sign-in on: the app's six digits, as the app shows them (spaces allowed). */
export const confirmTwoFactorForm = z.object({
  code: textField(
    (value) => (value.trim() === '' ? 'account.security.error.codeRequired' : null),
    confirm.code,
    'account.security.error.totpFormat',
    (value) => value.replace(/\s/g, ''),
  ),
});

/** Turning it off: the password and a code (or a recovery code). */
export const disableTwoFactorForm = z.object({
  password: textField(
    (value) => (value === '' ? 'account.security.error.passwordRequired' : null),
    disable.password,
    'account.security.error.passwordRequired',
  ),
  code: textField(
    (value) => (value.trim() === '' ? 'account.security.error.codeRequired' : null),
    disable.code,
    'account.security.error.codeFormat',
    (value) => value.replace(/\s/g, ''),
  ),
});

/** The proof before changing how the member signs in: the password… */
export const provePasswordForm = z.object({
  password: textField(
    (value) => (value === '' ? 'account.security.error.passwordRequired' : null),
    passwordProof.shape.password,
    'account.security.error.passwordRequired',
  ),
});

/** …or the second step: a code of the app or a recovery code. */
export const proveCodeForm = z.object({
  code: textField(
    (value) => (value.trim() === '' ? 'account.security.error.codeRequired' : null),
    codeProof.shape.code,
    'account.security.error.codeFormat',
    (value) => value.replace(/\s/g, ''),
  ),
});

/** A new passkey's name, as the member will recognise it in the list. */
export const passkeyNameForm = z.object({
  name: textField(
    (value) => (value.trim() === '' ? 'account.security.error.nameRequired' : null),
    passkey.name,
    'account.security.error.nameLength',
    (value) => value.trim(),
  ),
});
