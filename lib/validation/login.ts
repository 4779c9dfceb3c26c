import { z } from 'zod';
import { contract } from '@/lib/contract';
import { textField } from './form';

const request = contract['user-do-login'].request;

/** The contract's login request; whatever is missing or out of its bounds is the legacy msg2030 ("check your ID and password"). */
export const loginForm = request.extend({
  userId: textField(
    (value) => (value.trim() === '' ? 'msg2030' : null),
    request.shape.userId,
    'msg2030',
    (value) => value.trim(),
  ),
  password: textField((value) => (value === '' ? 'msg2030' : null), request.shape.password, 'msg2030'),
});
export type LoginValues = z.input<typeof loginForm>;
