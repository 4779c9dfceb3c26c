import { useT } from '@/components/common/translation';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Choices } from '@/components/common/Choices';
import { Field } from '@/components/common/Field';
import { BET_PERIODS, customProblem, type BetFilter, type BetGame, type BetPeriod } from './betQuery';

export interface GameChoice extends BetGame {
  name: string;
}

const PERIOD_LABELS: Record<BetPeriod, string> = {
  today: 'wallet.bets.filter.today',
  '7d': 'wallet.bets.filter.week',
  '30d': 'wallet.bets.filter.month',
  custom: 'wallet.bets.filter.custom',
};

const gameKey = (game: BetGame | null) => (game ? `${game.company}/${game.code}` : '');

interface BetFiltersProps {
  filter: BetFilter;
  games: readonly GameChoice[];
  onApply: (filter: BetFilter) => void;
}

/** The period and the game; nothing changes until the member asks, so a choice alone never reloads the list. */
export function BetFilters({ filter, games, onApply }: BetFiltersProps) {
  const { t } = useT();
  const [period, setPeriod] = useState<BetPeriod>(filter.period);
  const [fromText, setFromText] = useState(filter.fromDay);
  const [toText, setToText] = useState(filter.toDay);
  const [game, setGame] = useState(gameKey(filter.game));
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wrong = period === 'custom' ? customProblem(fromText, toText) : null;
    setProblem(wrong);
    if (wrong) return;
    const chosen = games.find((choice) => gameKey(choice) === game);
    onApply({
      period,
      fromDay: period === 'custom' ? fromText : filter.fromDay,
      toDay: period === 'custom' ? toText : filter.toDay,
      game: chosen ? { company: chosen.company, code: chosen.code } : null,
      page: 1,
    });
  }

  return (
    <Form aria-label={t('wallet.bets.filter.label')} onSubmit={submit} noValidate>
      <Choices
        legend={t('wallet.bets.filter.period')}
        name="period"
        options={BET_PERIODS}
        label={(value) => t(PERIOD_LABELS[value])}
        value={period}
        onChange={setPeriod}
        columns={4}
        phoneColumns={2}
      />
      {period === 'custom' ? (
        <Dates>
          <Field
            id="bets-from"
            name="from"
            type="date"
            label={t('wallet.bets.filter.from')}
            value={fromText}
            onChange={(event) => setFromText(event.target.value)}
            error={problem ? t(problem) : null}
            alert
          />
          <Field id="bets-to" name="to" type="date" label={t('wallet.bets.filter.to')} value={toText} onChange={(event) => setToText(event.target.value)} />
        </Dates>
      ) : null}
      <Bottom>
        <Field as="select" id="bets-game" label={t('wallet.bets.filter.game')} value={game} onChange={(event) => setGame(event.target.value)}>
          <option value="">{t('wallet.bets.filter.allGames')}</option>
          {games.map((choice) => (
            <option key={gameKey(choice)} value={gameKey(choice)}>
              {choice.name}
            </option>
          ))}
        </Field>
        <Button type="submit" $tone="primary">
          {t('wallet.bets.filter.submit')}
        </Button>
      </Bottom>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-bottom: 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  max-width: 520px;

  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;

  > div {
    flex: 1 1 240px;
    max-width: 420px;
  }
  button {
    flex: 0 0 auto;
    min-width: 120px;
  }
  @media (max-width: 599px) {
    > div {
      max-width: none;
    }
    button {
      flex: 1 1 100%;
    }
  }
`;
