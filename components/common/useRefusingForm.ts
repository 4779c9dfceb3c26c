import { useRef } from 'react';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';

type Refusal<V> = { message: string; holds: (values: V) => boolean };

/**
 * `useForm` that also remembers what the backend refused, which the form's own rules cannot know (this id is taken, this
 * password is wrong): `refuse` puts the error on the field through `setError`, and the field keeps it, whichever check
 * runs next (change, blur, submit), for as long as it holds the refused value. `forget` drops them all.
 */
export function useRefusingForm<V extends FieldValues, C, T>(
  props: UseFormProps<V, C, T> & { resolver: Resolver<V, C, T> },
) {
  const refusals = useRef(new Map<Path<V>, Refusal<V>>());
  const { resolver } = props;
  const form = useForm<V, C, T>({
    ...props,
    resolver: async (values, context, options) => {
      const result = await resolver(values, context, options);
      const errors: Partial<Record<string, FieldError>> = { ...(result.errors as Record<string, FieldError>) };
      for (const [name, { message, holds }] of refusals.current)
        if (!errors[name] && holds(values)) errors[name] = { type: 'server', message };
      return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : result;
    },
  });

  function refuse(name: Path<V>, message: string, holds: (values: V) => boolean, shouldFocus = true): void {
    refusals.current.set(name, { message, holds });
    form.setError(name, { type: 'server', message }, { shouldFocus });
  }

  const isRefused = (name: Path<V>, values: V) => refusals.current.get(name)?.holds(values) ?? false;
  return { ...form, refuse, isRefused, forget: () => refusals.current.clear() };
}
