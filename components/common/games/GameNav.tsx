import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { GameArt } from '@/components/common/GameArt';
import { MaintenanceBadge } from '@/components/common/GameGrid';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { gameName, vendorTarget } from '@/lib/launch';
import { paths } from '@/lib/paths';
import { companyHref } from './companyHref';
import { MoreProviders } from './MoreProviders';
import { TOP_PROVIDERS, useCasinoVendors, useProviderReveal, useSlotCompanies } from './useGameLists';
import { useLaunchGame } from './useLaunchGame';

interface GameNavProps {
  onChoose?: () => void;
  eager?: number;
}

export function GameNav({ onChoose, eager = 0 }: GameNavProps) {
  const { t } = useT();
  const { locale, pathname } = useRouter();
  const launch = useLaunchGame();
  const casino = useCasinoVendors();
  const slots = useSlotCompanies();
  const casinoReveal = useProviderReveal(casino);
  const slotReveal = useProviderReveal(slots);
  const id = useId();

  return (
    <>
      <Section aria-labelledby={`${id}-casino`}>
        <Heading id={`${id}-casino`}>{t('games.casinoList')}</Heading>
        {casino.unavailable ? <UnavailableNotice /> : null}
        <List id={`${id}-casino-list`} aria-busy={casino.loading || undefined}>
          {casinoReveal.shown.map((vendor, index) => (
            <li key={vendor.code}>
              <Entry
                as="button"
                type="button"
                $off={vendor.used !== 'y'}
                onClick={() => {
                  onChoose?.();
                  launch(vendorTarget(vendor));
                }}
              >
                <Thumb src={vendor.imgUrl} shape="wide" eager={index < eager} />
                <Text>
                  <Label>{gameName(vendor, locale)}</Label>
                  {vendor.used !== 'y' ? <Off>{t('games.maintenance')}</Off> : null}
                </Text>
              </Entry>
            </li>
          ))}
        </List>
        {casino.unavailable ? null : (
          <MoreProviders kind="casino" controls={`${id}-casino-list`} reveal={casinoReveal} />
        )}
        <AllProviders href={{ pathname: paths.game, query: { category: 'casino' } }} onClick={() => onChoose?.()}>
          {t('collections.providersOf.casino')}
          <Chevron />
        </AllProviders>
      </Section>
      <Section aria-labelledby={`${id}-slot`}>
        <Heading id={`${id}-slot`}>{t('games.slotList')}</Heading>
        {slots.unavailable ? <UnavailableNotice /> : null}
        <List id={`${id}-slot-list`} aria-busy={slots.loading || undefined}>
          {slotReveal.shown.map((company, index) => (
            <li key={company.code}>
              <Entry
                as={Link}
                href={companyHref(company.code)}
                shallow={pathname === '/'}
                scroll={false}
                $off={company.used !== 'y'}
                onClick={() => onChoose?.()}
              >
                <Thumb
                  src={company.imgUrl}
                  shape="wide"
                  eager={index < eager - Math.min(casino.items.length, TOP_PROVIDERS)}
                />
                <Text>
                  <Label>{gameName(company, locale)}</Label>
                  {company.used !== 'y' ? <Off>{t('games.maintenance')}</Off> : null}
                </Text>
              </Entry>
            </li>
          ))}
        </List>
        {slots.unavailable ? null : <MoreProviders kind="slot" controls={`${id}-slot-list`} reveal={slotReveal} />}
        <AllProviders href={{ pathname: paths.game, query: { category: 'slot' } }} onClick={() => onChoose?.()}>
          {t('collections.providersOf.slot')}
          <Chevron />
        </AllProviders>
      </Section>
    </>
  );
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 3l5 5-5 5" />
    </svg>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Heading = styled.h2`
  margin: 0;
  padding: 0 4px;
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.a<{ $off: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 6px 8px;
  border: 1px solid transparent;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.border};
  }
  ${({ $off }) =>
    $off &&
    css`
      color: ${({ theme }) => theme.colors.textMuted};
      img {
        filter: grayscale(0.9) brightness(0.7);
      }
    `}
`;

const Thumb = styled(GameArt)`
  flex: 0 0 auto;
  width: 56px;
  border-radius: 6px;
`;

// The badge goes under the name, so the name keeps the whole width of the row.
const Text = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 3px;
`;

const Label = styled.span`
  max-width: 100%;
  font-weight: 600;
  font-size: 0.92rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Off = styled(MaintenanceBadge)`
  max-width: 100%;
  padding: 1px 6px;
  font-size: 0.68rem;
  line-height: 1.4;
`;

const AllProviders = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 6px 12px;
  border-radius: 10px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.88rem;
  font-weight: 700;
  text-decoration: none;

  svg {
    flex: 0 0 auto;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
