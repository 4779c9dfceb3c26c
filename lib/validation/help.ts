import { contract } from '@/lib/contract';
import { textField } from './form';

const question = contract['user-write-help'].request.shape;

export const HELP_TITLE_MAX = question.title.maxLength ?? Infinity;
export const HELP_CONTENTS_MAX = question.contents.maxLength ?? Infinity;

export interface HelpValues {
  title: string;
  contents: string;
}

/** The legacy dialogs say what is missing, title first. */
export function helpFormError({ title, contents }: HelpValues): 'msg2024' | 'msg2025' | null {
  if (title.trim() === '') return 'msg2024';
  if (contents.trim() === '') return 'msg2025';
  return null;
}

export function toHelpQuestion({ title, contents }: HelpValues): HelpValues {
  return { title: title.trim().slice(0, HELP_TITLE_MAX), contents: contents.trim().slice(0, HELP_CONTENTS_MAX) };
}

const request = contract['user-write-help'].request;

/** The contract's question; a missing title is msg2024 and missing contents msg2025, as the legacy dialogs say. */
export const helpForm = request.extend({
  title: textField(
    (value) => helpFormError({ title: value, contents: 'x' }),
    question.title,
    'msg2024',
    (value) => value.trim(),
  ),
  contents: textField(
    (value) => helpFormError({ title: 'x', contents: value }),
    question.contents,
    'msg2025',
    (value) => value.trim(),
  ),
});
