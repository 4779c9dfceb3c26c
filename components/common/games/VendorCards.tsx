import type { LinkProps } from 'next/link';
import { useRouter } from 'next/router';
import { GameGrid } from '@/components/common/GameGrid';
import type { CatalogueGame, Game, SlotCompany, Vendor } from '@/lib/contract';
import { gameName, slotGameTarget, vendorTarget } from '@/lib/launch';
import { companyHref } from './companyHref';
import { localName } from './GameTile';
import { useLaunchGame } from './useLaunchGame';

export function VendorCards({ vendors, eager }: { vendors: readonly Vendor[]; eager?: number }) {
  const { locale } = useRouter();
  const launch = useLaunchGame();
  const tiles = vendors.map((vendor) => ({
    code: vendor.code,
    name: gameName(vendor, locale),
    imgUrl: vendor.imgUrl,
    maintenance: vendor.used !== 'y',
    play: () => launch(vendorTarget(vendor)),
  }));
  return <GameGrid tiles={tiles} shape="wide" eager={eager} />;
}

export function CompanyCards({
  companies,
  href = companyHref,
  eager,
}: {
  companies: readonly SlotCompany[];
  href?: (code: string) => LinkProps['href'];
  eager?: number;
}) {
  const { locale, pathname } = useRouter();
  const tiles = companies.map((company) => ({
    code: company.code,
    name: gameName(company, locale),
    imgUrl: company.imgUrl,
    maintenance: company.used !== 'y',
    href: href(company.code),
    shallow: pathname === '/',
  }));
  return <GameGrid tiles={tiles} shape="wide" eager={eager} />;
}

export function SlotGameCards({ games, company }: { games: readonly Game[]; company?: SlotCompany }) {
  const { locale } = useRouter();
  const launch = useLaunchGame();
  const tiles = games.map((game) => {
    const target = slotGameTarget(game, company);
    return {
      code: game.code,
      name: gameName(game, locale),
      imgUrl: game.imgUrl,
      maintenance: target.used !== 'y',
      play: () => launch(target),
    };
  });
  return <GameGrid tiles={tiles} shape="square" eager={8} />;
}

/** A company's catalogue games in the slot modal's tiles: the whole card launches the game, the company's maintenance covers them all. */
export function CatalogueGameCards({ games, company }: { games: readonly CatalogueGame[]; company?: SlotCompany }) {
  const { locale } = useRouter();
  const launch = useLaunchGame();
  const tiles = games.map((game) => {
    const used = company?.used === 'n' ? 'n' : game.used;
    return {
      code: `${game.company}/${game.code}`,
      name: localName(game.names, locale),
      imgUrl: game.imgUrl,
      maintenance: used !== 'y',
      play: () => launch({ code: game.code, company: game.company, used }),
    };
  });
  return <GameGrid tiles={tiles} shape="square" eager={8} />;
}
