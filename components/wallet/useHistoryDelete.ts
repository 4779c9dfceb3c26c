import { useT } from '@/components/common/translation';
import { failure, type Outcome } from '@/components/common/Outcome';
import type { WalletRequest } from '@/lib/contract/wallet';
import type { WalletKind } from '@/lib/contract/terms';
import { toAmount } from '@/lib/format';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { useDeleteHistoryMutation } from '@/store/walletApi';

export interface HistoryDelete {
  one: (request: WalletRequest) => Promise<void>;
  all: () => Promise<void>;
  busy: boolean;
}

/** Deleting finished entries from the member's own history (extension history-delete); undefined when not offered. */
export function useHistoryDelete(kind: WalletKind, report: (outcome: Outcome) => void): HistoryDelete | undefined {
  const { t } = useT();
  const offered = useAppSelector((state) => selectHasFeature(state, 'history-delete'));
  const [deleteHistory, { isLoading }] = useDeleteHistoryMutation();

  async function run(id?: number) {
    const result = await deleteHistory(id === undefined ? { kind } : { kind, id });
    if (result.error) return report(failure(t, result.error));
    if (result.data.status === 'wait') return report({ tone: 'error', text: t('wallet.history.stillWaiting') });
    const deleted = toAmount(result.data.deleted);
    if (id !== undefined) return report({ tone: 'success', text: t('wallet.history.deletedOne') });
    report({
      tone: 'success',
      text: deleted > 0 ? t('wallet.history.deletedAll', { count: deleted }) : t('wallet.history.deletedNone'),
    });
  }

  return offered ? { one: (request) => run(request.id), all: () => run(), busy: isLoading } : undefined;
}
