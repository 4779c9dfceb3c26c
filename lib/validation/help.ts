/** The customer-centre question form: the legacy dialogs say what is missing, title first. */

export const HELP_TITLE_MAX = 100;
export const HELP_CONTENTS_MAX = 5000;

export interface HelpValues {
  title: string;
  contents: string;
}

export function helpFormError({ title, contents }: HelpValues): 'msg2024' | 'msg2025' | null {
  if (title.trim() === '') return 'msg2024';
  if (contents.trim() === '') return 'msg2025';
  return null;
}

/** Trimmed and cut to the contract's bounds, ready for `user-write-help`. */
export function toHelpQuestion({ title, contents }: HelpValues): HelpValues {
  return { title: title.trim().slice(0, HELP_TITLE_MAX), contents: contents.trim().slice(0, HELP_CONTENTS_MAX) };
}
