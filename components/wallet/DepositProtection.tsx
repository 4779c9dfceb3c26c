import Link from 'next/link';
import { useT } from '@/components/common/translation';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { paths } from '@/lib/paths';
import { hasDepositLimit } from '@/lib/protection';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { usePlayLimitsQuery } from '@/store/protectionApi';
import { alpha } from '@/styles/theme';
import { Note } from '@/components/common/wallet/parts';
import { useSiteFormat } from '@/store/market';

/** Before a first deposit without any limit, an offer to set one (which the member may skip); else what the limits leave. */
export function DepositProtection({ noDepositsYet }: { noDepositsYet: boolean }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const offered = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  const { data } = usePlayLimitsQuery(undefined, { skip: !offered });
  const [skipped, setSkipped] = useState(false);
  const tools = useRef<HTMLAnchorElement>(null);

  // Skipping removes the offer under the pointer: focus stays at its place, on the link that replaces it.
  useEffect(() => {
    if (skipped) tools.current?.focus();
  }, [skipped]);

  if (!offered) return null;
  if (data && noDepositsYet && !skipped && !hasDepositLimit(data.limits)) {
    return (
      <Offer aria-labelledby="deposit-limit-offer">
        <h2 id="deposit-limit-offer">{t('wallet.limitOffer.title')}</h2>
        <p>{t('wallet.limitOffer.text')}</p>
        <div>
          <Button as={Link} href={paths.protection} $tone="primary">
            {t('wallet.limitOffer.set')}
          </Button>
          <Button type="button" onClick={() => setSkipped(true)}>
            {t('wallet.limitOffer.skip')}
          </Button>
        </div>
      </Offer>
    );
  }
  return (
    <Line>
      {data && data.left !== null
        ? `${data.left > 0 ? t('wallet.limit.now', { amount: fmt.money(data.left) }) : t('wallet.limit.reached')} `
        : null}
      <Link ref={tools} href={paths.protection}>
        {t('wallet.limit.tools')}
      </Link>
    </Line>
  );
}

const Line = styled(Note)`
  margin: 0 0 16px;

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
`;

const Offer = styled.section`
  margin: 0 0 20px;
  padding: 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => alpha(theme.colors.accent, 8)};

  h2 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.6;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  div > * {
    flex: 1 1 160px;
  }
`;
