import { useState } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { apiErrorText } from '@/components/common/Outcome';
import { useT } from '@/components/common/translation';
import { fieldError, type ErrorKey, type RegistrationFormValues, type SignupMarket } from '@/lib/validation/register';
import type { ApiFailure } from '@/store/api';
import { useCheckUserIdMutation, useCheckUserNickMutation } from '@/store/registerApi';

export type Checked = 'userId' | 'nick';
type Checkable = Pick<RegistrationFormValues, Checked>;

const TAKEN: Record<Checked, ErrorKey> = { userId: 'register.error.userIdTaken', nick: 'register.error.nickTaken' };
const checkedValue = (field: Checked, values: Checkable) => (field === 'nick' ? values.nick.trim() : values.userId);

interface RefusingForm {
  refuse: (
    name: Path<RegistrationFormValues>,
    message: string,
    holds: (values: Checkable) => boolean,
    focus?: boolean,
  ) => void;
  isRefused: (name: Path<RegistrationFormValues>, values: RegistrationFormValues) => boolean;
  setError: UseFormSetError<RegistrationFormValues>;
}

/** The backend's word on whether a user id or nickname is free: asked once per value, remembered for the form. */
export function useDuplicateChecks(form: RefusingForm, market: SignupMarket) {
  const { t } = useT();
  const [free, setFree] = useState<Partial<Record<Checked, string>>>({});
  const [checkUserId] = useCheckUserIdMutation();
  const [checkUserNick] = useCheckUserNickMutation();

  function markTaken(field: Checked, values: Checkable, focus = true) {
    const value = checkedValue(field, values);
    form.refuse(field, TAKEN[field], (now) => checkedValue(field, now) === value, focus);
  }

  // A failed check does not block: the registration call decides.
  async function isFree(field: Checked, values: RegistrationFormValues): Promise<boolean> {
    const value = checkedValue(field, values);
    if (fieldError(field, values, market) || form.isRefused(field, values)) return false;
    if (free[field] === value) return true;
    try {
      const answer = await (field === 'userId' ? checkUserId(value) : checkUserNick(value)).unwrap();
      if (answer.status !== 'success') {
        markTaken(field, values, false);
        return false;
      }
      setFree((all) => ({ ...all, [field]: value }));
      return true;
    } catch (error) {
      if ((error as ApiFailure)?.code === 'too_many_requests')
        form.setError('root.server', { message: apiErrorText(t, error) });
      return true;
    }
  }

  /** "This user id is free", while the field holds the value the backend said so of. */
  const freeNote = (field: Checked, values: Checkable): string | null =>
    free[field] !== undefined && free[field] === checkedValue(field, values) ? t(`register.available.${field}`) : null;

  return { isFree, markTaken, freeNote };
}
