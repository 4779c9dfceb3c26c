import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import styled from 'styled-components';

const Title = styled.h1`
  font-family: system-ui, sans-serif;
`;

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'ko', ['common']),
});

export default function Hello() {
  const { t } = useTranslation('common');
  return <Title>{t('hello')}</Title>;
}
