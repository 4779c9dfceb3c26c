import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, ButtonRow } from '@/components/common/Button';
import { Card, CardTitle } from '@/components/common/Card';
import { Choices } from '@/components/common/Choices';
import { failure, OutcomeStatus, type Outcome } from '@/components/common/Outcome';
import { contract, type RequestOf } from '@/lib/contract';
import { realityCheckMinutes, type RealityCheckMinutes } from '@/lib/contract/terms';
import { useSetRealityCheckMutation } from '@/store/protectionApi';
import { Lead } from './parts';

const asChoice = (minutes: number) =>
  (realityCheckMinutes as readonly number[]).includes(minutes) ? (minutes as RealityCheckMinutes) : null;

export function RealityCheck({ minutes }: { minutes: number }) {
  const { t } = useT();
  const saved = asChoice(minutes);
  const { control, handleSubmit, setValue, clearErrors, formState } = useForm<RequestOf<'set-reality-check'>>({
    resolver: zodResolver(contract['set-reality-check'].request),
    defaultValues: saved === null ? {} : { minutes: saved },
  });
  const choice = useWatch({ control, name: 'minutes' }) ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [save, { isLoading }] = useSetRealityCheckMutation();
  const label = (option: number) =>
    option === 0 ? t('protection.reality.off') : t('protection.reality.every', { minutes: option });

  async function submit({ minutes: chosen }: RequestOf<'set-reality-check'>) {
    const result = await save({ minutes: chosen });
    if (result.error) return setOutcome(failure(t, result.error));
    const saved = result.data.minutes;
    setOutcome({
      tone: 'success',
      text: saved === 0 ? t('protection.reality.savedOff') : t('protection.reality.saved', { minutes: saved }),
    });
  }

  return (
    <Card $padded aria-labelledby="reality-check">
      <CardTitle id="reality-check">{t('protection.reality.title')}</CardTitle>
      <Lead>{t('protection.reality.intro')}</Lead>
      <form
        onSubmit={(event) => {
          setOutcome(null);
          void handleSubmit(submit)(event);
        }}
        noValidate
      >
        <Choices
          legend={t('protection.reality.legend')}
          name="reality-check-minutes"
          options={realityCheckMinutes}
          label={label}
          value={choice}
          onChange={(option) => {
            setValue('minutes', option as RealityCheckMinutes);
            clearErrors('minutes');
            setOutcome(null);
          }}
          error={formState.errors.minutes ? t('protection.choose') : null}
        />
        <ButtonRow>
          <Button type="submit" $tone="primary" disabled={isLoading} aria-busy={isLoading}>
            {t('protection.reality.save')}
          </Button>
        </ButtonRow>
        <OutcomeStatus outcome={outcome} />
      </form>
    </Card>
  );
}
