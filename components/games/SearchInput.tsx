import { useT } from '@/components/common/translation';
import { useId, type Ref } from 'react';
import { Button } from '@/components/common/Button';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
}

/** The search box of both game screens with its label and submit button; the form around it decides what a search does. */
export function SearchInput({ value, onChange, maxLength, ref }: SearchInputProps) {
  const { t } = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('games.search')}
      </label>
      <input
        ref={ref}
        id={id}
        name="q"
        type="search"
        value={value}
        placeholder={t('games.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" $tone="primary">
        {t('games.searchSubmit')}
      </Button>
    </>
  );
}
