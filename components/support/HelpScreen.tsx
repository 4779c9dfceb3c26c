import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';
import { HelpForm } from './HelpForm';
import { HelpList } from './HelpList';
import { HelpView } from './HelpView';
import { helpMode, helpPaging } from './paging';

export function HelpScreen() {
  const { t } = useT();
  const router = useRouter();
  const mode = helpMode(router.query.mode);
  const paging = helpPaging(router.query.page);

  return (
    <PageLayout title={mode === 'list' ? t('help.title') : `${t(`help.mode.${mode}`)} | ${t('help.title')}`}>
      <Heading>{t('help.title')}</Heading>
      {mode === 'form' ? <HelpForm /> : mode === 'view' ? <HelpView paging={paging} /> : <HelpList paging={paging} />}
    </PageLayout>
  );
}

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: 1.6rem;
`;
