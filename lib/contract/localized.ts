import { z } from 'zod';
import { text } from './common';
import { siteLanguages, type SiteLanguage } from './terms';

/** Operator text in one language or several (`{ko: …, en: …}`, as a site's `name`): legacy backends send a string. */
export type LocalizedText = string | Partial<Record<SiteLanguage, string>>;

/** What an operator writes: a string, or an object of at least one known language, each value as `field` takes it. */
export const localizedInput = (field: z.ZodType<string>) =>
  z.union([
    field,
    z
      .partialRecord(z.enum(siteLanguages), field)
      .refine((byLanguage) => Object.keys(byLanguage).length > 0, 'at least one language'),
  ]);

/** An operator's `text(max)` in one language or several. */
export const localizedText = (max: number) => localizedInput(text(max));

/** Read tolerantly: a string as it came; of an object only the known languages with a string value. */
export const localizedAnswer = z.union([
  z.string(),
  z
    .record(z.string(), z.unknown())
    .transform(
      (given) =>
        Object.fromEntries(
          siteLanguages.flatMap((lang) => (typeof given[lang] === 'string' ? [[lang, given[lang]]] : [])),
        ) as Partial<Record<SiteLanguage, string>>,
    ),
]);
