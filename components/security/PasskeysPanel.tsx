import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { PASSKEY_NAME_MAX, registrationCredential } from '@/lib/contract/security';
import { passkeyNameForm } from '@/lib/validation/security';
import {
  useFinishPasskeyRegistrationMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  useStartPasskeyRegistrationMutation,
} from '@/store/securityApi';
import { failure, Message, said } from '@/components/common/Outcome';
import { Panel, Rows, SubForm, usePanel } from './parts';
import { useProof } from './ProofPrompt';

/** The member's passkeys: add one with a name (the browser's ceremony), see them, remove one. */
export function PasskeysPanel() {
  const { t, id, fmt, outcome, setOutcome } = usePanel();
  const { data } = usePasskeysQuery();
  const [startRegistration] = useStartPasskeyRegistrationMutation();
  const [finishRegistration] = useFinishPasskeyRegistrationMutation();
  const [removePasskey] = useRemovePasskeyMutation();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(passkeyNameForm),
    defaultValues: { name: '' },
  });
  const proof = useProof();
  const list = data?.passkeys ?? [];

  async function add({ name }: { name: string }): Promise<void> {
    setOutcome(null);
    // The browser library comes with the first passkey a member adds, not with the page.
    const webauthn = await import('@simplewebauthn/browser');
    if (!webauthn.browserSupportsWebAuthn())
      return setOutcome({ tone: 'error', text: t('auth.passkeyError.unsupported') });
    let started;
    try {
      started = await startRegistration().unwrap();
    } catch (error) {
      return setOutcome(failure(t, error));
    }
    if (started.status !== 'success') return proof.ask(() => add({ name }));
    let made;
    try {
      made = await webauthn.startRegistration({ optionsJSON: started.options as never });
    } catch {
      return setOutcome({ tone: 'error', text: t('account.security.passkeys.cancelled') });
    }
    const credential = registrationCredential.safeParse(made);
    const answer = credential.success
      ? await finishRegistration({ name: name.trim(), credential: credential.data })
          .unwrap()
          .catch(() => null)
      : null;
    if (answer?.status === 'success') {
      reset();
      return setOutcome({ tone: 'success', text: t('account.security.passkeys.added', { name: answer.passkey.name }) });
    }
    const refused = answer?.status === 'already' ? 'already' : answer?.status === 'expired' ? 'expired' : 'failed';
    setOutcome({ tone: 'error', text: t(`account.security.passkeys.${refused}`) });
  }

  async function remove(passkey: { id: number; name: string }) {
    setOutcome(null);
    setOutcome(
      await removePasskey(passkey.id)
        .unwrap()
        .then(
          () => ({ tone: 'success', text: t('account.security.passkeys.removed', { name: passkey.name }) }) as const,
          (error: unknown) => failure(t, error),
        ),
    );
  }

  const error = formState.errors.name?.message;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.security.passkeys.title')}</h2>
      <p>{t('account.security.passkeys.text')}</p>
      {list.length > 0 ? (
        <Rows aria-label={t('account.security.passkeys.list')}>
          {list.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.name}</strong>
                <small>
                  {t('account.security.passkeys.meta', { date: fmt.date(passkey.createdAt), host: passkey.host })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? t('account.security.passkeys.used', { time: fmt.dateTime(passkey.lastUsedAt) })
                    : t('account.security.passkeys.unused')}
                </small>
              </div>
              <Button
                type="button"
                $tone="outline"
                onClick={() => void remove(passkey)}
                aria-label={t('account.security.passkeys.removeNamed', { name: passkey.name })}
              >
                {t('account.security.passkeys.remove')}
              </Button>
            </li>
          ))}
        </Rows>
      ) : (
        <p>{t('account.security.passkeys.none')}</p>
      )}
      <SubForm
        method="post"
        noValidate
        aria-label={t('account.security.passkeys.add')}
        onSubmit={(event) => void handleSubmit(add)(event)}
      >
        <Field
          id={`${id}-name`}
          label={t('account.security.passkeys.name')}
          hint={t('account.security.passkeys.nameHint')}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          error={error ? t(error, { max: PASSKEY_NAME_MAX }) : null}
          {...register('name')}
        />
        <Button type="submit" $tone="primary" disabled={formState.isSubmitting}>
          {t('account.security.passkeys.add')}
        </Button>
      </SubForm>
      {proof.prompt}
      {outcome ? <Message {...said(outcome)} /> : null}
    </Panel>
  );
}
