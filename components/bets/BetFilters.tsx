import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Choices } from '@/components/common/Choices';
import { Field } from '@/components/common/Field';
import {
  BET_PERIODS,
  betFilterForm,
  gameKey,
  sameGame,
  type BetFilter,
  type BetGame,
  type BetPeriod,
} from './betQuery';

export interface GameChoice extends BetGame {
  name: string;
}

const PERIOD_LABELS: Record<BetPeriod, string> = {
  today: 'wallet.bets.filter.today',
  '7d': 'wallet.bets.filter.week',
  '30d': 'wallet.bets.filter.month',
  custom: 'wallet.bets.filter.custom',
};

interface BetFiltersProps {
  filter: BetFilter;
  games: readonly GameChoice[];
  onApply: (filter: BetFilter) => void;
}

/** The period and the game; nothing changes until the member asks, so a choice alone never reloads the list. */
export function BetFilters({ filter, games, onApply }: BetFiltersProps) {
  const { t } = useT();
  const { control, register, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(betFilterForm),
    defaultValues: { period: filter.period, from: filter.fromDay, to: filter.toDay, game: gameKey(filter.game) },
    // A problem with the dates stays said until the member asks again; the focus stays on the button they pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const period = useWatch({ control, name: 'period' });
  // The select has no name: without JavaScript the form sends the period and its days only.
  const game = useWatch({ control, name: 'game' });
  const problem = formState.errors.from?.message;

  return (
    <Form
      aria-label={t('wallet.bets.filter.label')}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          // A game the select does not offer (the address named one not bet on in the period) shows as every game.
          const chosen = games.find((choice) => sameGame(choice, values.game));
          onApply({
            period: values.period,
            fromDay: values.period === 'custom' ? values.from : filter.fromDay,
            toDay: values.period === 'custom' ? values.to : filter.toDay,
            game: chosen ? { company: chosen.company, code: chosen.code } : null,
            page: 1,
          });
        })(event)
      }
      noValidate
    >
      <Choices
        legend={t('wallet.bets.filter.period')}
        name="period"
        options={BET_PERIODS}
        label={(value) => t(PERIOD_LABELS[value])}
        value={period}
        onChange={(value) => setValue('period', value)}
        columns={4}
        phoneColumns={2}
      />
      {period === 'custom' ? (
        <Dates>
          <Field
            id="bets-from"
            type="date"
            label={t('wallet.bets.filter.from')}
            defaultValue={filter.fromDay}
            {...register('from')}
            error={problem ? t(problem) : null}
            alert
          />
          <Field
            id="bets-to"
            type="date"
            label={t('wallet.bets.filter.to')}
            defaultValue={filter.toDay}
            {...register('to')}
          />
        </Dates>
      ) : null}
      <Bottom>
        <Field
          as="select"
          id="bets-game"
          label={t('wallet.bets.filter.game')}
          value={game}
          onChange={(event) => setValue('game', event.target.value)}
        >
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
