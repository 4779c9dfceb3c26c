import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberPageState } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { DepositDialog } from './DepositDialog';

vi.mock('sweetalert2', () => ({ default: { fire: vi.fn(async () => ({})), close: vi.fn(), isVisible: () => false } }));

let proxy: ReturnType<typeof fakeProxy>;
afterEach(() => proxy.restore());

function render(
  features: ('game-wallet' | 'player-protection')[],
  answer: ProxyAnswer = { status: 'success', amount: 20_000, balance: 30_000, gameMoney: 70_000 },
) {
  proxy = fakeProxy({
    'transfer-in': () => answer,
    'health-check': () => 'network',
    'get-in-game-balance': () => 'network',
  });
  renderWithProviders(<DepositDialog onClose={() => undefined} />, {
    initialState: memberPageState({ user: { balance: 50_000, in_balance: 50_000 }, features }),
  });
}

const addToGame = async (amount: string) => {
  await userEvent.type(screen.getByLabelText('게임에 넣을 금액'), amount);
  await userEvent.click(screen.getByRole('button', { name: '게임에 추가' }));
};

describe('adding to the game from the play page', () => {
  it('moves the amount from the balance into the game without a new launch', async () => {
    render(['game-wallet']);
    expect(screen.getByText('보유머니 ₩50,000에서 게임을 다시 열지 않고 옮깁니다.')).toBeTruthy();
    await addToGame('20000');
    expect(await screen.findByText('₩20,000을 게임에 추가했습니다.')).toBeTruthy();
    expect(proxy.of('transfer-in').map((call) => call.params)).toEqual([{ amount: 20_000 }]);
    expect(proxy.of('open-game')).toEqual([]);
  });

  it('says so when the balance is short', async () => {
    render(['game-wallet'], { status: 'balance' });
    await addToGame('60000');
    expect(await screen.findByText('보유머니보다 많이 옮길 수 없습니다.')).toBeTruthy();
  });

  it('says until when a member on a break cannot add to a game', async () => {
    render(['game-wallet'], { status: 'restricted', restriction: { kind: 'break', until: '2026-03-02T01:00:00Z' } });
    await addToGame('10000');
    expect(
      await screen.findByText('휴식 중입니다. 2026-03-02 10:00까지 게임과 입금을 이용할 수 없습니다.'),
    ).toBeTruthy();
  });

  it('is not offered by a backend without the game wallet', () => {
    render(['player-protection']);
    expect(screen.queryByRole('button', { name: '게임에 추가' })).toBeNull();
  });
});
