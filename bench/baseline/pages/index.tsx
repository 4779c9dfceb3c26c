import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import styled from 'styled-components';
import i18nConfig from '../next-i18next.config.js';

const Title = styled.h1`
  font-family: system-ui, sans-serif;
`;

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  // The config explicitly: without it next-i18next reads the one in the working directory, the portal's.
  props: await serverSideTranslations(locale ?? 'ko', ['common'], i18nConfig),
});

export default function Hello() {
  const { t } = useTranslation('common');
  return <Title>{t('hello')}</Title>;
}
