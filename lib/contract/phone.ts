import {
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

/** An ISO 3166-1 alpha-2 region whose mobile numbers the library knows ("KR", "VN"); upper case only. */
export const isPhoneRegion = (code: unknown): boolean =>
  typeof code === 'string' && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);

/**
 * A mobile number of `region` as its players write it (national format: `010-1234-5678`, `0912 345 678`), or null.
 * Digits, spaces, dashes, dots, brackets and a leading + only: the library would read letters as a keypad's.
 */
export function normalizePhone(value: string, region: string): string | null {
  const typed = value.trim();
  if (!/^\+?[0-9][0-9 ().-]*$/.test(typed) || !isPhoneRegion(region)) return null;
  const phone = parsePhoneNumberFromString(typed, region as CountryCode);
  if (!phone?.isValid() || phone.country !== region) return null;
  // The wire takes digits, spaces and dashes: a national format's brackets go, its grouping stays.
  return phone.formatNational().replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
}

/** A mobile number of `region` as its players write it, shown as an example; empty for a region the library lacks. */
export function examplePhone(region: string): string {
  if (!isPhoneRegion(region)) return '';
  const example = getExampleNumber(region as CountryCode, examples);
  return example ? (normalizePhone(example.number, region) ?? '') : '';
}
