import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, ButtonRow } from '@/components/common/Button';
import { Bullets, Card, CardTitle } from '@/components/common/Card';
import { Choices } from '@/components/common/Choices';
import { failure, OutcomeStatus, type Outcome } from '@/components/common/Outcome';
import { contract } from '@/lib/contract';
import { breakDays, exclusionMonths, type RestrictionKind } from '@/lib/contract/terms';
import { alertMessage, confirmMessage } from '@/components/common/dialogs';
import { useSelfExcludeMutation, useTakeBreakMutation } from '@/store/protectionApi';
import { Lead } from './parts';
import { useSiteFormat } from '@/store/market';

const DIALOGS = {
  break: { confirm: 'protectionBreak', started: 'protectionBreakStarted' },
  exclusion: { confirm: 'protectionExclusion', started: 'protectionExclusionStarted' },
} as const;

type BreakDays = (typeof breakDays)[number];
type ExclusionMonths = (typeof exclusionMonths)[number];

// The length the request carries: a break's days or an exclusion's months.
type Length = { length: BreakDays | ExclusionMonths };
const LENGTH_FORMS: Record<RestrictionKind, z.ZodType<Length, Length>> = {
  break: z.object({ length: contract['take-break'].request.shape.days }),
  exclusion: z.object({ length: contract['self-exclude'].request.shape.months }),
};

// The backend has already ended every session of the member; the portal's cookie goes the way a logout takes it.
async function signOutNow(reload: () => void) {
  const { signOut } = await import('next-auth/react');
  await signOut({ redirect: false }).catch(() => undefined);
  reload();
}

export function StepAway({ kind }: { kind: RestrictionKind }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const router = useRouter();
  const options: readonly number[] = kind === 'break' ? breakDays : exclusionMonths;
  const { control, handleSubmit, setValue, clearErrors, formState } = useForm<Length>({
    resolver: zodResolver(LENGTH_FORMS[kind]),
  });
  const choice = useWatch({ control, name: 'length' }) ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [takeBreak, breaking] = useTakeBreakMutation();
  const [selfExclude, excluding] = useSelfExcludeMutation();
  const busy = breaking.isLoading || excluding.isLoading;
  const length = (option: number) => t(`protection.${kind}.length.${option}`);
  const heading = `step-away-${kind}`;

  async function submit({ length: chosen }: Length) {
    const asked = await confirmMessage(
      (key, values) => t(key, { ...values, length: length(chosen) }),
      DIALOGS[kind].confirm,
      { safeFocus: true },
    );
    if (!asked) return;
    const result =
      kind === 'break'
        ? await takeBreak({ days: chosen as BreakDays })
        : await selfExclude({ months: chosen as ExclusionMonths });
    if (result.error) return setOutcome(failure(t, result.error));
    await alertMessage(
      (key, values) => t(key, { ...values, until: fmt.dateTime(result.data.restriction.until) }),
      DIALOGS[kind].started,
    );
    await signOutNow(() => router.reload());
  }

  return (
    <Card $padded aria-labelledby={heading}>
      <CardTitle id={heading}>{t(`protection.${kind}.title`)}</CardTitle>
      <Lead>{t(`protection.${kind}.intro`)}</Lead>
      <Bullets>
        <li>{t('protection.consequences.now')}</li>
        <li>{t('protection.consequences.final')}</li>
        <li>{t('protection.consequences.closed')}</li>
        <li>{t('protection.consequences.still')}</li>
      </Bullets>
      <Form
        onSubmit={(event) => {
          setOutcome(null);
          void handleSubmit(submit)(event);
        }}
        noValidate
      >
        <Choices
          legend={t(`protection.${kind}.legend`)}
          name={`${kind}-length`}
          options={options}
          label={length}
          value={choice}
          onChange={(option) => {
            setValue('length', option as Length['length']);
            clearErrors('length');
          }}
          error={formState.errors.length ? t('protection.choose') : null}
        />
        <ButtonRow>
          <Button type="submit" $tone="danger" disabled={busy} aria-busy={busy}>
            {t(`protection.${kind}.submit`)}
          </Button>
        </ButtonRow>
        <OutcomeStatus outcome={outcome} />
      </Form>
    </Card>
  );
}

const Form = styled.form`
  margin-top: 16px;
`;
