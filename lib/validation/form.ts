import { z } from 'zod';

/**
 * A form's text field: `problem` says what is wrong in the form's words (a message key; null when nothing is), and what the
 * form sends (`toWire` of the value) must pass the contract's own field, or the field is `refused` with that key.
 */
export function textField<K extends string>(
  problem: (value: string) => K | null,
  wire: z.ZodType,
  refused: K,
  toWire: (value: string) => unknown = (value) => value,
) {
  return z.string().superRefine((value, ctx) => {
    const key = problem(value) ?? (wire.safeParse(toWire(value)).success ? null : refused);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}
