import { Button, ButtonRow, type ButtonTone } from '@/components/common/Button';
import { Field, type FieldProps } from '@/components/common/Field';
import { Message } from '@/components/common/Outcome';
import { useT } from '@/components/common/translation';

/** A code as the backend takes it: the app shows its digits in groups, and a pasted code may carry spaces. */
export const bareCode = (code: string) => code.replace(/\s/g, '');

/** Where the member types a code of their authenticator app; `orRecovery`: or one of their recovery codes. */
export function CodeField({ orRecovery = false, ...field }: Omit<FieldProps, 'label'> & { orRecovery?: boolean }) {
  const { t } = useT();
  return orRecovery ? (
    <Field
      label={t('account.security.twoFactor.codeOrRecovery')}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={16}
      {...field}
    />
  ) : (
    <Field
      label={t('account.security.twoFactor.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      {...field}
    />
  );
}

interface FormEndProps {
  /** The backend's refusal of the whole form, already a sentence. */
  failure?: string;
  submit: string;
  tone: ButtonTone;
  busy: boolean;
  onCancel: () => void;
}

/** How each form of the security page ends: what the backend refused, then its button and a way back. */
export function FormEnd({ failure, submit, tone, busy, onCancel }: FormEndProps) {
  const { t } = useT();
  return (
    <>
      {failure ? (
        <Message role="alert" $tone="error">
          {failure}
        </Message>
      ) : null}
      <ButtonRow>
        <Button type="submit" $tone={tone} disabled={busy}>
          {submit}
        </Button>
        <Button type="button" $tone="outline" onClick={onCancel}>
          {t('account.security.cancel')}
        </Button>
      </ButtonRow>
    </>
  );
}
