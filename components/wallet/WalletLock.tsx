import { useT } from '@/components/common/translation';
import type { Ref } from 'react';
import styled from 'styled-components';
import type { WalletLock } from '@/lib/contract/account';
import type { WalletKind } from '@/lib/contract/terms';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectHasFeature } from '@/store/pageSlice';
import { useWalletLocksQuery, walletApi } from '@/store/walletApi';
import { alpha } from '@/styles/theme';
import { lockText } from '@/components/common/wallet/messages';

/** While a lock holds, the page asks again this often, so that the form opens by itself once the operator lifts it or it ends. */
export const LOCK_RECHECK_MS = 60_000;

const selectLocks = walletApi.endpoints.walletLocks.select();

/** The operator's locks on this kind of request in force for the member (extension wallet-locks); none when not offered. */
export function useWalletLocks(kind: WalletKind): WalletLock[] {
  const offered = useAppSelector((state) => selectHasFeature(state, 'wallet-locks'));
  const all = useAppSelector((state) => selectLocks(state).data?.locks);
  const locks = offered ? (all ?? []).filter((lock) => lock.kind === kind) : [];
  useWalletLocksQuery(undefined, { skip: !offered, pollingInterval: locks.length > 0 ? LOCK_RECHECK_MS : 0 });
  return locks;
}

export function LockNotice({
  id,
  kind,
  locks,
  ref,
}: {
  id: string;
  kind: WalletKind;
  locks: WalletLock[];
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useT();
  const fmt = useSiteFormat();
  return (
    <Notice id={id} ref={ref} tabIndex={-1}>
      {locks.map((lock, index) => (
        <p key={index}>{lockText(t, kind, lock, fmt)}</p>
      ))}
    </Notice>
  );
}

/** Wraps a form that a lock closes: its controls stay in view, disabled. */
export const LockableFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Notice = styled.div`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => alpha(theme.colors.danger, 8)};
  overflow-wrap: anywhere;

  p {
    margin: 0;
    line-height: 1.6;
  }
  p + p {
    margin-top: 8px;
  }
`;
