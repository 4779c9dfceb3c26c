import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';

interface MoreProvidersProps {
  kind: 'casino' | 'slot';
  controls: string;
  reveal: { open: boolean; busy: boolean; toggle: (() => void) | null };
}

/** Opens the rest of a provider list in place (and closes it again); nothing when there is no more. */
export function MoreProviders({ kind, controls, reveal }: MoreProvidersProps) {
  const { t } = useT();
  if (!reveal.toggle) return null;
  return (
    <More
      type="button"
      aria-expanded={reveal.open}
      aria-controls={controls}
      aria-busy={reveal.busy || undefined}
      onClick={reveal.toggle}
    >
      {reveal.open ? t('collections.showLess') : t(`collections.moreProviders.${kind}`)}
    </More>
  );
}

const More = styled(Button)`
  width: 100%;
  margin-top: 8px;
`;
