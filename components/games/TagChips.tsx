import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { inputOverSpan } from '@/components/common/Choices';
import type { SearchFacets } from '@/lib/contract';
import { formatNumber } from '@/lib/format';
import { media } from '@/styles/theme';
import { withChosen } from './catalogueQuery';
import { chip } from './parts';

/** The tags as chips with their counts, the chosen ones first. */
export function TagChips({
  facets,
  chosen,
  onToggle,
}: {
  facets?: SearchFacets;
  chosen: string[];
  onToggle: (tag: string) => void;
}) {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const tags = withChosen(
    facets?.tags ?? [],
    chosen,
    (tag) => ({ tag, count: 0 }),
    (item) => item.tag,
  );
  if (tags.length === 0) return null;
  return (
    <Chips>
      <legend className="visually-hidden">{t('catalogue.tags')}</legend>
      <div>
        {tags.map(({ tag, count }) => (
          <label key={tag}>
            <input
              type="checkbox"
              name="tag"
              value={tag}
              checked={chosen.includes(tag)}
              onChange={() => onToggle(tag)}
            />
            <span>
              {t(`catalogue.tag.${tag}`, { defaultValue: tag })}
              <small className="tabular">{formatNumber(count, locale)}</small>
            </span>
          </label>
        ))}
      </div>
    </Chips>
  );
}

const Chips = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* One row that scrolls sideways on a phone, rather than three rows of chips above the games. */
  ${media.mobile} {
    > div {
      flex-wrap: nowrap;
      overflow-x: auto;
      margin: 0 -16px;
      padding: 2px 16px 6px;
      scrollbar-width: thin;
    }
  }
  label {
    position: relative;
    flex: 0 0 auto;
  }
  span {
    white-space: nowrap;
  }
  ${inputOverSpan}
  span {
    ${chip}
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  input:checked + span small {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
