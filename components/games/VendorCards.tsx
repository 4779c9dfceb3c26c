import { useRouter } from 'next/router';
import type { SlotCompany, Vendor } from '@/lib/contract';
import { gameName, vendorTarget } from '@/lib/launch';
import { companyHref } from './companyHref';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';
import { useLaunchGame } from './useLaunchGame';

/** The first row loads at once; the rest lazily, as it comes into view. */
const EAGER = 4;

/** Casino and sport vendors: each card launches the vendor's lobby. */
export function VendorCards({ vendors, eager = EAGER }: { vendors: readonly Vendor[]; eager?: number }) {
  const { locale } = useRouter();
  const launch = useLaunchGame();
  return (
    <GameGrid>
      {vendors.map((vendor, index) => (
        <li key={vendor.code}>
          <GameCard
            name={gameName(vendor, locale)}
            imgUrl={vendor.imgUrl}
            shape="wide"
            maintenance={vendor.used !== 'y'}
            eager={index < eager}
            priority={index === 0 && eager > 0}
            onPlay={() => launch(vendorTarget(vendor))}
          />
        </li>
      ))}
    </GameGrid>
  );
}

/** Slot companies: each card opens the company's games (the slot modal, by URL). */
export function CompanyCards({ companies, eager = EAGER }: { companies: readonly SlotCompany[]; eager?: number }) {
  const { locale, pathname } = useRouter();
  return (
    <GameGrid>
      {companies.map((company, index) => (
        <li key={company.code}>
          <GameCard
            name={gameName(company, locale)}
            imgUrl={company.imgUrl}
            shape="wide"
            maintenance={company.used !== 'y'}
            eager={index < eager}
            priority={index === 0 && eager > 0}
            href={companyHref(company.code)}
            shallow={pathname === '/'}
          />
        </li>
      ))}
    </GameGrid>
  );
}
