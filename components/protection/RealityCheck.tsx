import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { Button, ButtonRow } from '@/components/common/Button';
import { Card, CardTitle } from '@/components/common/Card';
import { Choices } from '@/components/common/Choices';
import { failure, OutcomeStatus, type Outcome } from '@/components/common/Outcome';
import { realityCheckMinutes, type RealityCheckMinutes } from '@/lib/contract/terms';
import { useSetRealityCheckMutation } from '@/store/protectionApi';
import { Lead } from './parts';

const asChoice = (minutes: number) => (realityCheckMinutes as readonly number[]).includes(minutes) ? (minutes as RealityCheckMinutes) : null;

export function RealityCheck({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(asChoice(minutes));
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [save, { isLoading }] = useSetRealityCheckMutation();
  const label = (option: number) => (option === 0 ? t('protection.reality.off') : t('protection.reality.every', { minutes: option }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (choice === null) return setMissing(true);
    const result = await save({ minutes: choice });
    if (result.error) return setOutcome(failure(t, result.error));
    const saved = result.data.minutes;
    setOutcome({ tone: 'success', text: saved === 0 ? t('protection.reality.savedOff') : t('protection.reality.saved', { minutes: saved }) });
  }

  return (
    <Card $padded aria-labelledby="reality-check">
      <CardTitle id="reality-check">{t('protection.reality.title')}</CardTitle>
      <Lead>{t('protection.reality.intro')}</Lead>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Choices
          legend={t('protection.reality.legend')}
          name="reality-check-minutes"
          options={realityCheckMinutes}
          label={label}
          value={choice}
          onChange={(option) => {
            setChoice(option);
            setMissing(false);
            setOutcome(null);
          }}
          error={missing ? t('protection.choose') : null}
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
